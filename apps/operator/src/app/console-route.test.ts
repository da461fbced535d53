import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref } from './console-route';

describe('console routes', () => {
  it('reads the call, staff and identifications screens from the hash', () => {
    const id = '0b6f1c7e-2a4d-4c55-9a51-0d3a1e0f9b21';
    expect(parseRoute(`#/call/${id}`)).toEqual({ name: 'call', identificationId: id });
    expect(parseRoute('#/staff')).toEqual({ name: 'staff' });
    expect(parseRoute('#/identifications')).toEqual({ name: 'identifications' });
    expect(parseRoute('#/processes')).toEqual({ name: 'processes' });
    expect(routeHref({ name: 'processes' })).toBe('#/processes');
    expect(routeHref({ name: 'call', identificationId: id })).toBe(`#/call/${id}`);
  });

  it('sends anything else, and a call id that is no UUID, to the queue', () => {
    expect(parseRoute('')).toEqual({ name: 'queue' });
    expect(parseRoute('#/call/../../staff')).toEqual({ name: 'queue' });
    expect(parseRoute('#/nowhere')).toEqual({ name: 'queue' });
  });
});
