import { describe, expect, it } from 'vitest';
import { leadsHref, leadsViewOf } from './lead-location';

const UUID = '0b0e6a3c-8d1f-4c7e-9a2b-3c4d5e6f7a8b';

describe('the leads page’s address', () => {
  it('reads a filter, a page and a lead, and leaves out what they cannot be', () => {
    expect(leadsViewOf('?status=expired&page=3')).toEqual({ status: 'expired', page: 3, lead: undefined });
    expect(leadsViewOf(`?lead=${UUID}`)).toEqual({ status: undefined, page: 1, lead: UUID });
    expect(leadsViewOf('?status=accepted&page=0&lead=nope')).toEqual({
      status: undefined,
      page: 1,
      lead: undefined,
    });
    expect(leadsViewOf('?page=501').page).toBe(1);
    expect(leadsViewOf('?page=2.5').page).toBe(1);
  });

  it('writes each view back as it reads it, the first page of all leads as the bare path', () => {
    expect(leadsHref({ page: 1 })).toBe('/leads');
    expect(leadsHref({ status: 'new', page: 2 })).toBe('/leads?status=new&page=2');
    expect(leadsHref({ status: 'new', page: 2, lead: UUID })).toBe(`/leads?lead=${UUID}`);
    for (const view of [
      { status: 'declined', page: 4 },
      { page: 1, lead: UUID },
    ] as const) {
      expect(leadsViewOf(leadsHref(view).slice('/leads'.length))).toMatchObject(view);
    }
  });
});
