import { describe, expect, it } from 'vitest';
import { localAlt } from './local-alt';

describe('localAlt', () => {
  it("keeps the CMS's text in English and when it is written in Arabic script", () => {
    expect(localAlt('Draw hall', 'en', 'About Us')).toBe('Draw hall');
    expect(localAlt('قاعة السحب', 'ar', 'من نحن')).toBe('قاعة السحب');
    expect(localAlt('هۆڵی تیروپشک', 'ku', 'دەربارە')).toBe('هۆڵی تیروپشک');
  });

  it('reads the localised title instead of English alt text on Arabic and Kurdish pages', () => {
    expect(localAlt('Volunteers handing out school bags', 'ar', 'من نحن')).toBe('من نحن');
    expect(localAlt('Volunteers handing out school bags', 'ku', 'دەربارە')).toBe('دەربارە');
    expect(localAlt(null, 'ar', 'من نحن')).toBe('من نحن');
  });
});
