import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveHost } from './hosts';

const config = loadConfig({});

describe('resolveHost', () => {
  it('tells the three sites apart by host name', () => {
    expect(resolveHost(config, 'projet.localhost')).toEqual({ kind: 'project' });
    expect(resolveHost(config, 'pro.localhost')).toEqual({ kind: 'backOffice' });
    expect(resolveHost(config, 'localhost')).toEqual({ kind: 'public', country: 'FR' });
    expect(resolveHost(config, 'uk.localhost')).toEqual({ kind: 'public', country: 'GB' });
    expect(resolveHost(config, 'PT.localhost')).toEqual({ kind: 'public', country: 'PT' });
  });

  it('serves the French public site for unknown names', () => {
    expect(resolveHost(config, '127.0.0.1')).toEqual({ kind: 'public', country: 'FR' });
  });
});
