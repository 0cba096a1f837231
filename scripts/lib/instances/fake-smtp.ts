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
const END_OF_DATA = '\r\n.\r\n';

type ServerState = { received: ReceivedMail[]; stalled: boolean };

/** One SMTP session: commands line by line, then the message until the lone dot. */
function serveSession(socket: net.Socket, state: ServerState): void {
  let buffer = '';
  let inData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);
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
  /** false while the message is still arriving. */
  const message = () => {
    const end = buffer.indexOf(END_OF_DATA);
    if (end < 0) return false;
    const messageId = MESSAGE_ID.exec(buffer.slice(0, end))?.[1] ?? '(none)';
    buffer = buffer.slice(end + END_OF_DATA.length);
    inData = false;
    state.received.push({ messageId, accepted: !state.stalled });
    if (!state.stalled) reply('250 OK queued');
    return true;
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        if (!message()) return;
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
}

/**
 * A loopback SMTP server just big enough for nodemailer (no TLS, no auth), standing in for the dealer's mail
 * server in the instances check: it records every message by Message-ID, so a lead delivered twice shows.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const state: ServerState = { received: [], stalled: false };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    serveSession(socket, state);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: state.received,
    setStalled: (stalled) => (state.stalled = stalled),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
