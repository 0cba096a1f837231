import { describe, expect, it } from 'vitest';
import { ipFamily, isPublicAddress, isRefusedHost } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['1.1.1.1', true],
    ['8.8.8.8', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['169.253.255.255', true],
    ['223.255.255.255', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.5.4', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['169.254.0.1', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['0.0.0.0', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['0:0:0:0:0:0:0:1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:a9fe:a9fe', false],
    ['::ffff:10.0.0.1', false],
    ['::127.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['febf:ffff::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fd00:ec2::254', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['2001::1', false],
    ['2002:7f00:1::', false],
    ['not-an-ip', false],
    ['', false],
    ['0177.0.0.1', false],
    ['1.2.3', false],
    ['1.2.3.256', false],
    ['1::2::3', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['12345::1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('ipFamily', () => {
  it.each([
    ['1.2.3.4', 4],
    ['::1', 6],
    ['::ffff:1.2.3.4', 6],
    ['example.com', 0],
    ['1.2.3', 0],
  ])('%s → %s', (text, family) => {
    expect(ipFamily(text)).toBe(family);
  });
});

describe('isRefusedHost', () => {
  const hostOf = (url: string) => new URL(url).hostname;
  it.each([
    ['https://localhost/in', true],
    ['https://LOCALHOST./in', true],
    ['https://crm.localhost/in', true],
    ['https://127.0.0.1/in', true],
    ['https://0177.0.0.1/in', true],
    ['https://2130706433/in', true],
    ['https://0x7f.1/in', true],
    ['https://10.1.2.3/in', true],
    ['https://192.168.0.10/in', true],
    ['https://169.254.169.254/latest/meta-data', true],
    ['https://[::1]/in', true],
    ['https://[::ffff:127.0.0.1]/in', true],
    ['https://[fe80::1]/in', true],
    ['https://[fd00::1]/in', true],
    ['https://0.0.0.0/in', true],
    ['https://crm.example/in', false],
    ['https://93.184.215.14/in', false],
    ['https://[2606:4700:4700::1111]/in', false],
    ['https://localhost.example.com/in', false],
  ])('%s → %s', (url, refused) => {
    expect(isRefusedHost(hostOf(url))).toBe(refused);
  });
});
