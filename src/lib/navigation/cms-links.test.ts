import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { cmsExternalLink, cmsLinkTarget, cmsRoutePath } from './cms-links';

afterEach(() => {
  setRuntimeConfig({});
  vi.restoreAllMocks();
});

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('cmsRoutePath', () => {
  it.each([
    ['about', '/about'],
    ['/more/about/', '/more/about'],
    ['more/loto_app', '/more/loto_app'],
    ['charity/our-causes', '/charity/our-causes'],
    [' faq ', '/faq'],
  ])('turns %s into %s', (url, path) => {
    expect(cmsRoutePath(url)).toBe(path);
  });

  it.each([
    '\\evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'a\\b',
    '//evil.example',
    '///evil.example',
    'more//evil',
    'https://evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '../admin',
    'about?x=1',
    'about#top',
    'about us',
    '%2F%2Fevil.example',
    'évil',
    '',
    '/',
  ])('drops %s and logs it', (url) => {
    const warn = quiet();
    expect(cmsRoutePath(url)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[cms] dropped link'));
  });
});

describe('cmsExternalLink', () => {
  it('opens only links whose origin is on the allow list', () => {
    setRuntimeConfig({ externalLinkOrigins: ['https://www.facebook.com'] });
    expect(cmsExternalLink('https://www.facebook.com/lottery.iq')).toBe(
      'https://www.facebook.com/lottery.iq',
    );
    const warn = quiet();
    expect(cmsExternalLink('https://evil.example/')).toBeNull();
    expect(cmsExternalLink('https://www.facebook.com.evil.example/')).toBeNull();
    expect(cmsExternalLink('https://user:pw@www.facebook.com/')).toBeNull();
    expect(cmsExternalLink('http://www.facebook.com/')).toBeNull();
    expect(cmsExternalLink('javascript:alert(1)')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('opens nothing when no external origin is allowed', () => {
    quiet();
    expect(cmsExternalLink('https://www.facebook.com/lottery.iq')).toBeNull();
  });
});

describe('cmsLinkTarget', () => {
  it('tells a route from an external link and drops anything else', () => {
    setRuntimeConfig({ externalLinkOrigins: ['https://www.facebook.com'] });
    quiet();
    expect(cmsLinkTarget('more/results')).toEqual({ kind: 'route', to: '/more/results' });
    expect(cmsLinkTarget('https://www.facebook.com/x')).toEqual({
      kind: 'external',
      to: 'https://www.facebook.com/x',
    });
    expect(cmsLinkTarget('\\evil.example')).toBeNull();
    expect(cmsLinkTarget('javascript:alert(1)')).toBeNull();
  });
});
