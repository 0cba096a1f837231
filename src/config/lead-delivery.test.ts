import { describe, expect, it } from 'vitest';
import { REDACTED, redactLeadSecrets } from './redact';
import { siteConfigLayerSchema, siteConfigSchema } from './schema';

const SECRET = `whsec_${btoa('0123456789abcdef0123456789abcdef')}`;

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
