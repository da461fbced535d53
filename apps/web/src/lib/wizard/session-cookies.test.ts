import { describe, expect, it } from 'vitest';
import {
  hasChosenToContinue,
  isUid,
  readUidCookie,
  storeContinueChoice,
  storeUidCookie,
} from './session-cookies';

function cookieJar(protocol = 'https:') {
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return written.map((line) => line.split(';')[0]).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
    },
  };
}

describe('session cookies (spec 1 §3, §9)', () => {
  it('keeps the uid for 2 days', () => {
    const jar = cookieJar();
    storeUidCookie('1234567890123456', jar);
    expect(jar.written[0]).toBe(
      'uid=1234567890123456; Path=/; Max-Age=172800; SameSite=Lax; Secure',
    );
    expect(readUidCookie(jar)).toBe('1234567890123456');
  });

  it('ignores a uid cookie that is not a uid (tampered)', () => {
    expect(readUidCookie({ cookie: 'uid=1%27%20OR%201=1' })).toBeNull();
    expect(readUidCookie({ cookie: 'uid=%E0%A4%A' })).toBeNull();
    expect(isUid('123')).toBe(false);
  });

  it('remembers the choice to continue without the virtual branch for 0.25 days', () => {
    const jar = cookieJar('http:');
    expect(hasChosenToContinue(jar)).toBe(false);
    storeContinueChoice(jar);
    expect(jar.written[0]).toBe(
      'continueNoVirtualBranch=true; Path=/; Max-Age=21600; SameSite=Lax',
    );
    expect(hasChosenToContinue(jar)).toBe(true);
  });
});
