import { describe, expect, it } from 'vitest';
import { isAllowedIframeSrc } from './iframe-host';

describe('isAllowedIframeSrc', () => {
  it.each([
    'https://www.youtube.com/embed/x',
    'https://youtube.com/embed/x',
    'https://WWW.YouTube.com/embed/x',
  ])('accepts %s', (src) => expect(isAllowedIframeSrc(src)).toBe(true));

  it.each([
    'https://www.youtube.com.evil.com/embed/x',
    'https://evil.com/?www.youtube.com',
    'https://youtube.com@evil.com/',
    'https://evilyoutube.com/',
    'https://www.youtube-nocookie.com/embed/x',
    '/embed/x',
    'not a url',
    null,
  ])('refuses %s', (src) => expect(isAllowedIframeSrc(src)).toBe(false));
});
