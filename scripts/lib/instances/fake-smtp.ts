import net from 'node:net';

/** One message as the fake server saw it: its Message-ID and whether it was answered 250 (accepted). */
export type ReceivedMail = { messageId: string; accepted: boolean };

export type FakeSmtp = {
  port: number;
  received: ReceivedMail[];
  /** While stalled, a message's DATA is read but never answered: the sender hangs mid-send. */
  setStalled: (stalled: boolean) => void;
  close: () => Promise<void>;
};

const MESSAGE_ID = /^Message-ID:\s*(<[^>\r\n]+>)/im;

/**
 * A loopback SMTP server just big enough for nodemailer (no TLS, no auth), standing in for the dealer's mail
 * server in the instances check: it records every message by Message-ID, so a lead delivered twice shows.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const endOfData = () => {
      const end = buffer.indexOf('\r\n.\r\n');
      if (end < 0) return false;
      const messageId = MESSAGE_ID.exec(buffer.slice(0, end))?.[1] ?? '(none)';
      buffer = buffer.slice(end + 5);
      inData = false;
      received.push({ messageId, accepted: !stalled });
      if (!stalled) reply('250 OK queued');
      return true;
    };
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-fake.smtp.localhost\r\n250 8BITMIME');
      else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 OK');
    };
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          if (!endOfData()) return;
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        command(line);
      }
    });
    reply('220 fake.smtp.localhost ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    setStalled: (value) => (stalled = value),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
