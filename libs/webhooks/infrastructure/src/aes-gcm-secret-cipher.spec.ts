import { randomBytes } from 'node:crypto';
import { AesGcmSecretCipher } from './aes-gcm-secret-cipher';

describe('AesGcmSecretCipher', () => {
  it('round-trips, never stores the plain secret, and refuses a tampered or foreign value', () => {
    const cipher = new AesGcmSecretCipher(randomBytes(32));
    const sealed = cipher.encrypt('whsec_abc');
    expect(sealed).not.toContain('whsec_abc');
    expect(cipher.encrypt('whsec_abc')).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe('whsec_abc');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => new AesGcmSecretCipher(randomBytes(32)).decrypt(sealed)).toThrow();
  });
});
