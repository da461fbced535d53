import { describe, expect, it } from 'vitest';
import {
  isReadableBytes,
  isReadableHeaderValue,
  isReadableString,
  isReadableUrlPart,
  unreadablePathIn,
  Utf8StreamCheck,
} from './readable-text';

describe('readable text (decision 274)', () => {
  it('when bytes are UTF-8 without a NUL, then they are readable', () => {
    expect(isReadableBytes(Buffer.from('Žan Čebašek 😀'))).toBe(true);
    expect(isReadableBytes(Buffer.from([0x61, 0x00]))).toBe(false);
    expect(isReadableBytes(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(isReadableBytes(Buffer.from([0xff]))).toBe(false);
    // An encoded surrogate and an overlong "/" are not UTF-8.
    expect(isReadableBytes(Buffer.from([0xed, 0xa0, 0x80]))).toBe(false);
    expect(isReadableBytes(Buffer.from([0xc0, 0xaf]))).toBe(false);
  });

  it('when a string holds a NUL or a lone surrogate, then it is not readable', () => {
    expect(isReadableString('Ana 😀')).toBe(true);
    expect(isReadableString('Ana\u0000')).toBe(false);
    expect(isReadableString('a\ud800')).toBe(false);
    expect(isReadableString('\udc00a')).toBe(false);
  });

  it('when a URL part is decoded, then its escapes and raw bytes are judged as UTF-8', () => {
    expect(isReadableUrlPart('/branches/%C5%BEiri')).toBe(true);
    expect(isReadableUrlPart('lat=46.05&lon=14.5&q=%E2%82%AC')).toBe(true);
    // A lone `%` is the router's to judge, not a byte.
    expect(isReadableUrlPart('/a%zz/100%')).toBe(true);
    for (const bad of ['/b/%00', '/b/%C3%28', '/b/%FF', '/b/%E2%82', '/b/\u00ff', 'q=%ed%a0%80']) {
      expect(isReadableUrlPart(bad), bad).toBe(false);
    }
  });

  it('when a header value is read as latin1 bytes, then they must be UTF-8', () => {
    expect(isReadableHeaderValue('Mozilla/5.0 (X11)')).toBe(true);
    expect(isReadableHeaderValue('Caf\u00c3\u00a9')).toBe(true);
    expect(isReadableHeaderValue('x\u00ff')).toBe(false);
    expect(isReadableHeaderValue('a\u0000b')).toBe(false);
    // Only an in-process request can carry a character above U+00FF: it is text already.
    expect(isReadableHeaderValue('Žan')).toBe(true);
  });

  it('when a parsed body holds an unreadable string or key, then its path is given', () => {
    expect(unreadablePathIn({ a: ['x', { b: 'ok' }], c: 1, d: null })).toBeUndefined();
    expect(unreadablePathIn({ a: ['x', { b: 'n\u0000' }] })).toBe('a.1.b');
    expect(unreadablePathIn({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(unreadablePathIn('\ud800')).toBe('');
    expect(unreadablePathIn(Buffer.from([0]))).toBeUndefined();
  });

  it('when a body is nested very deep, then the walk does not overflow the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(unreadablePathIn(deep)).toMatch(/^0(\.0)+$/);
  });

  it('when a character is cut between two chunks, then the stream check carries it over', () => {
    const euro = Buffer.from('€');
    const check = new Utf8StreamCheck();
    expect(check.push(euro.subarray(0, 1))).toBe(true);
    expect(check.push(euro.subarray(1))).toBe(true);
    expect(check.end()).toBe(true);

    const cut = new Utf8StreamCheck();
    expect(cut.push(euro.subarray(0, 2))).toBe(true);
    expect(cut.end()).toBe(false);

    const broken = new Utf8StreamCheck();
    expect(broken.push(Buffer.from([0xc3]))).toBe(true);
    expect(broken.push(Buffer.from([0x28]))).toBe(false);
    expect(broken.end()).toBe(false);
  });
});
