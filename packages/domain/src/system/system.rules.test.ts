import { describe, expect, it } from 'vitest';
import { isNewerVersion, versionRefreshOf } from './system.rules';

describe('isNewerVersion', () => {
  it('compares part by part as numbers, missing parts as 0', () => {
    expect(isNewerVersion('2025.8.0', '2025.7.9')).toBe(true);
    expect(isNewerVersion('2025.10.0', '2025.9.0')).toBe(true);
    expect(isNewerVersion('2025.7.0', '2025.7')).toBe(false);
    expect(isNewerVersion('2025.7.1', '2025.7')).toBe(true);
    expect(isNewerVersion('2025.7.0', '2025.7.0')).toBe(false);
    expect(isNewerVersion('2025.6.9', '2025.7.0')).toBe(false);
  });
});

describe('versionRefreshOf', () => {
  it('reads the version of a version-refresh payload only', () => {
    expect(versionRefreshOf({ update_available: true, version: '2025.8.0' })).toBe('2025.8.0');
    expect(versionRefreshOf({ maintenance: { status: 'ON' } })).toBeNull();
    expect(versionRefreshOf({ update_available: 'yes', version: '2025.8.0' })).toBeNull();
    expect(versionRefreshOf(null)).toBeNull();
  });
});
