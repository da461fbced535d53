import { describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie, type CookieTarget } from './cookies';

/** A cookie jar that counts how often its string is read, as `document.cookie` would be asked. */
function countingJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  let reads = 0;
  const target: CookieTarget = {
    location: { protocol: 'https:' },
    get cookie() {
      reads += 1;
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { target, reads: () => reads };
}

describe('cookies', () => {
  it('reads the cookie string once in a task, however many cookies it looks up', () => {
    const { target, reads } = countingJar({ uid: 'a1', language: 'en' });
    expect(readCookie('uid', target)).toBe('a1');
    expect(readCookie('language', target)).toBe('en');
    expect(readCookie('product', target)).toBeNull();
    expect(reads()).toBe(1);
  });

  it('reads it again once the task has ended, so a cookie the server set is seen', async () => {
    const { target, reads } = countingJar({ uid: 'a1' });
    expect(readCookie('uid', target)).toBe('a1');
    await Promise.resolve();
    target.cookie = 'uid=b2; Path=/';
    expect(readCookie('uid', target)).toBe('b2');
    expect(reads()).toBe(2);
  });

  it('sees its own writes and deletions in the same task', () => {
    const { target } = countingJar({ uid: 'a1' });
    expect(readCookie('uid', target)).toBe('a1');
    writeCookie('uid', 'c3', 2, target);
    expect(readCookie('uid', target)).toBe('c3');
    deleteCookie('uid', target);
    expect(readCookie('uid', target)).toBeNull();
  });

  it('keeps the string of each target apart', () => {
    const first = countingJar({ uid: 'a1' });
    const second = countingJar({ uid: 'b2' });
    expect(readCookie('uid', first.target)).toBe('a1');
    expect(readCookie('uid', second.target)).toBe('b2');
  });

  it('ignores a value that is not percent-encoding we wrote', () => {
    const { target } = countingJar({ uid: '%E0%A4%A' });
    expect(readCookie('uid', target)).toBeNull();
  });
});
