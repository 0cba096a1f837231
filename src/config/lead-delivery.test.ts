import { describe, expect, it } from 'vitest';
import { REDACTED, redactLeadSecrets } from './redact';
import { siteConfigLayerSchema, siteConfigSchema } from './schema';

const SECRET = `whsec_${btoa('0123456789abcdef0123456789abcdef')}`;

const PRIVATE = 'expected a public host, not localhost or a private, loopback or link-local address';

describe('leadDelivery options', () => {
  it('default to no lead inbox override and no webhook', () => {
    expect(siteConfigSchema.parse({ siteSlug: 'a-site' }).leadDelivery).toEqual({
      email: null,
      webhook: null,
    });
  });

  it('accept a lead inbox and an https webhook with a Standard Webhooks secret', () => {
    const layer = {
      leadDelivery: {
        email: 'leads@dealer.test',
        webhook: { url: 'https://crm.example/in', secret: SECRET },
      },
    };
    expect(siteConfigLayerSchema.safeParse(layer).success).toBe(true);
  });

  it.each([
    [{ url: 'http://crm.example/in', secret: SECRET }, 'expected an https:// URL'],
    [{ url: 'https://crm.example/in', secret: 'hunter2' }, 'expected whsec_ followed by a base64 key'],
    [{ url: 'https://localhost/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://crm.localhost/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://127.0.0.1/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://0177.0.0.1/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://10.0.0.5/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://192.168.1.20/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://169.254.169.254/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://[::1]/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://[::ffff:127.0.0.1]/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://[fe80::1]/in', secret: SECRET }, PRIVATE],
    [{ url: 'https://[fd00::1]/in', secret: SECRET }, PRIVATE],

    [
      { url: 'https://crm.example/in', secret: `whsec_${btoa('short')}` },
      'the key must decode to 24–64 bytes',
    ],
  ])('reject a webhook %j', (webhook, message) => {
    const result = siteConfigSchema.safeParse({ siteSlug: 'a-site', leadDelivery: { webhook } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('redactLeadSecrets', () => {
  it('replaces the webhook secret and keeps everything else', () => {
    const config = siteConfigSchema.parse({
      siteSlug: 'a-site',
      leadDelivery: { webhook: { url: 'https://crm.example/in', secret: SECRET } },
    });
    const redacted = redactLeadSecrets(config);
    expect(redacted.leadDelivery.webhook).toEqual({ url: 'https://crm.example/in', secret: REDACTED });
    expect(JSON.stringify(redacted)).not.toContain(SECRET);
    expect(config.leadDelivery.webhook?.secret).toBe(SECRET);
    expect({ ...redacted, leadDelivery: config.leadDelivery }).toEqual(config);
  });
});
