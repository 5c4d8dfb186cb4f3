import { describe, expect, it } from 'vitest';
import { isLocalCss, sanitiseSvg } from './svg-sanitiser';

// The route tests send a corpus of attacks through the upload; these pin down the CSS rule itself.
describe('isLocalCss', () => {
  it.each([
    ['fill: #ff0000; stroke-width: 2', true],
    ['fill: url(#gradient)', true],
    ["fill: url( '#gradient' )", true],
    ['marker-end: URL("#arrow")', true],
    ['fill: url(https://evil.example/x.png)', false],
    ['fill: url( "//evil.example/x.png")', false],
    ['fill: url(data:image/png;base64,AAAA)', false],
    ['fill: url(#a) url(http://evil.example)', false],
    ['fill: url(http://evil.example', false],
    ['@import "https://evil.example/x.css"', false],
    ['background: image-set("https://evil.example/x.png" 1x)', false],
    ['fill: u\\72l(https://evil.example/x)', false],
    ['width: expression(alert(1))', false],
  ])('%s → %s', (css, local) => {
    expect(isLocalCss(css)).toBe(local);
  });
});

describe('sanitiseSvg', () => {
  it('keeps a plain drawing as it is, as XML in the SVG namespace', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path d="M0 0L4 4" stroke="#000"/></svg>';
    expect(sanitiseSvg(svg)).toEqual({ svg });
  });

  it('adds the namespace an SVG left out, and refuses what is not one SVG', () => {
    expect(sanitiseSvg('<svg width="2" height="2"><rect width="1" height="1"/></svg>')).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="1" height="1"/></svg>',
    });
    expect(sanitiseSvg('<p>hello</p>')).toEqual({ refused: 'invalid' });
    expect(sanitiseSvg('<svg/><svg/>')).toEqual({ refused: 'invalid' });
    expect(sanitiseSvg('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>')).toEqual({ refused: 'entities' });
  });
});
