import { BlockedAddressError, classifyAddress, embeddedIpv4, resolveAllowed } from './address-guard';

describe('address guard', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2606:4700::1111', 'public'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('reads the IPv4 address inside mapped IPv6 forms', () => {
    expect(embeddedIpv4('::ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('0:0:0:0:0:ffff:c0a8:0001')).toBe('192.168.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });

  it('refuses a name when any of its addresses is not public, unless private targets are allowed', async () => {
    const resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(resolveAllowed('mixed.example', { allowPrivate: false }, resolver)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(resolveAllowed('mixed.example', { allowPrivate: true }, resolver)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(resolveAllowed('[::1]', { allowPrivate: false })).rejects.toMatchObject({ kind: 'loopback', code: 'EBLOCKEDADDRESS' });
    await expect(resolveAllowed('1.1.1.1', { allowPrivate: false })).resolves.toEqual({ address: '1.1.1.1', family: 4 });
  });
});
