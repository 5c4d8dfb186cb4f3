import {
  DRAWING_ASSET_MAX_MB,
  DRAWING_ASSET_MESSAGES,
} from '@fieldbook/domain/drawing-assets/drawing-assets.constants';
import { describe, expect, it } from 'vitest';
import { ELF, jpeg, png } from '../files/files-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  assetImage,
  assetParts,
  assetsTestContext,
  createAsset,
  SAFE_SVG,
  uploadAsset,
} from './drawing-assets-test-kit';

const { ctx, company, footprint } = assetsTestContext();

describe('uploading drawing assets', () => {
  it('stores an SVG, placed at half its intrinsic size, served inert through its signed link', async () => {
    const asset = await createAsset(ctx.t.app, company.owner);
    expect(asset).toMatchObject({
      name: 'Meter box',
      category: 'Plumbing',
      kind: 'SVG',
      width: 80,
      height: 40,
      placed_width: 40,
      placed_height: 20,
      is_pinned: false,
      archived: false,
    });
    const image = await assetImage(ctx.t.app, asset);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toContain('<rect');
    const forged = await ctx.t.app.inject({ method: 'GET', url: `${asset.signed_url}x` });
    expect(forged.statusCode).toBe(404);
    const { rows } = await ctx.db.query(
      "select description from activity_logs where company_id = $1 and action = 'drawing_asset_created'",
      [company.id],
    );
    expect(rows.map((row) => row.description)).toContain('Uploaded drawing asset Meter box');
  });

  it('reads an SVG as exported by drawing programs: XML declaration, DOCTYPE, comments', async () => {
    const exported = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: a drawing program -->
${SAFE_SVG}`;
    const asset = await createAsset(ctx.t.app, company.owner, { name: 'export.svg', data: exported });
    expect(asset).toMatchObject({ kind: 'SVG', width: 80, height: 40 });
  });

  it('stores a PNG at its size, fitted into 400 units when placed, re-encoded', async () => {
    const small = await createAsset(
      ctx.t.app,
      company.owner,
      { name: 'tap.png', data: await png(120, 80) },
      { name: 'Tap' },
    );
    expect(small).toMatchObject({ kind: 'PNG', width: 120, height: 80, placed_width: 120, placed_height: 80 });
    const large = await createAsset(
      ctx.t.app,
      company.owner,
      { name: 'plan.png', data: await png(1000, 500) },
      { name: 'P' },
    );
    expect(large).toMatchObject({ width: 1000, height: 500, placed_width: 400, placed_height: 200 });
    const image = await assetImage(ctx.t.app, small);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([
    ['a missing file', null, undefined, 'file', DRAWING_ASSET_MESSAGES.fileRequired],
    [
      'text that is not an SVG',
      { name: 'notes.svg', data: 'just some words' },
      undefined,
      'file',
      DRAWING_ASSET_MESSAGES.fileInvalid,
    ],
    [
      'HTML',
      { name: 'page.svg', data: '<html><body><p>hi</p></body></html>' },
      undefined,
      'file',
      DRAWING_ASSET_MESSAGES.fileInvalid,
    ],
    ['an empty file', { name: 'empty.svg', data: '' }, undefined, 'file', DRAWING_ASSET_MESSAGES.fileInvalid],
    ['an executable', { name: 'tool.png', data: ELF }, undefined, 'file', DRAWING_ASSET_MESSAGES.fileInvalid],
    [
      'a truncated PNG',
      { name: 'cut.png', data: Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1') },
      undefined,
      'file',
      DRAWING_ASSET_MESSAGES.fileInvalid,
    ],
    [
      'bytes that are not UTF-8',
      { name: 'odd.svg', data: Buffer.from([0xc3, 0x28, 0x3c, 0x73]) },
      undefined,
      'file',
      DRAWING_ASSET_MESSAGES.fileInvalid,
    ],
    [
      'a missing name',
      { name: 'meter.svg', data: SAFE_SVG },
      { category: 'Plumbing' },
      'name',
      DRAWING_ASSET_MESSAGES.nameRequired,
    ],
    [
      'a blank name',
      { name: 'meter.svg', data: SAFE_SVG },
      { name: '   ' },
      'name',
      DRAWING_ASSET_MESSAGES.nameRequired,
    ],
    [
      'a long name',
      { name: 'meter.svg', data: SAFE_SVG },
      { name: 'n'.repeat(101) },
      'name',
      DRAWING_ASSET_MESSAGES.nameTooLong,
    ],
    [
      'a long category',
      { name: 'meter.svg', data: SAFE_SVG },
      { name: 'M', category: 'c'.repeat(51) },
      'category',
      DRAWING_ASSET_MESSAGES.categoryTooLong,
    ],
  ])('refuses %s with a 422 on the field and stores nothing', async (_label, file, fields, field, message) => {
    const before = await footprint();
    expectFieldError(await uploadAsset(ctx.t.app, company.owner, assetParts(file, fields)), field, message);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a JPEG and a file over the size limit, storing nothing', async () => {
    const before = await footprint();
    const photo = await uploadAsset(
      ctx.t.app,
      company.owner,
      assetParts({ name: 'photo.jpg', data: await jpeg(40, 40) }),
    );
    expectFieldError(photo, 'file', DRAWING_ASSET_MESSAGES.fileInvalid);
    const padding = `<!--${'x'.repeat(DRAWING_ASSET_MAX_MB * 1024 * 1024)}-->`;
    const huge = await uploadAsset(
      ctx.t.app,
      company.owner,
      assetParts({ name: 'huge.svg', data: SAFE_SVG.replace('</svg>', `${padding}</svg>`) }),
    );
    expectFieldError(huge, 'file', DRAWING_ASSET_MESSAGES.fileTooLarge);
    expect(await footprint()).toEqual(before);
  });
});

/**
 * SVGs written to attack whoever opens them. Each is stored without any of its `gone` markers (and
 * still an SVG with its harmless parts), or refused outright with the field's message.
 */
const MALICIOUS: [string, string, { gone: string[]; kept?: string[] } | { refused: string }][] = [
  [
    'a script element',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="5" height="5"/></svg>',
    { gone: ['<script', 'alert('], kept: ['<rect'] },
  ],
  [
    'a script in the SVG namespace with CDATA',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><svg:script xmlns:svg="http://www.w3.org/2000/svg"><![CDATA[alert(1)]]></svg:script></svg>',
    { gone: ['script', 'alert('] },
  ],
  [
    'event handler attributes',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect onclick="alert(2)" onmouseover="alert(3)" width="5" height="5"/></svg>',
    { gone: ['onload', 'onclick', 'onmouseover', 'alert('], kept: ['<rect'] },
  ],
  [
    'javascript: links',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><a href="javascript:alert(1)"><text>a</text></a><a xlink:href=" JaVaScRiPt:alert(2)"><text>b</text></a></svg>',
    { gone: ['javascript', 'alert('], kept: ['<text>a</text>'] },
  ],
  [
    'external xlink:href and href',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><defs><g id="dot"><circle r="2"/></g></defs><use xlink:href="https://evil.example/sprite.svg#icon"/><use href="#dot"/><image href="http://evil.example/track.png" width="5" height="5"/><image xlink:href="//evil.example/x.png"/></svg>',
    { gone: ['evil.example'], kept: ['href="#dot"', '<circle'] },
  ],
  [
    'a data: URL image',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+"/></svg>',
    { gone: ['data:', 'base64'] },
  ],
  [
    'foreignObject with HTML',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"/></body></foreignObject></svg>',
    { gone: ['foreignObject', 'iframe', 'onerror', 'evil.example'] },
  ],
  [
    'external url() in styles',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import url(https://evil.example/x.css); rect { fill: url("https://evil.example/p.png") }</style><rect style="fill: url(http://evil.example/a.png)" fill="url( \'https://evil.example/#g\')" stroke="url(#g)" width="5" height="5"/></svg>',
    { gone: ['evil.example', '@import'], kept: ['stroke="url(#g)"'] },
  ],
  [
    'CSS escapes and an unclosed url(',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>rect { fill: u\\72l(https://evil.example/p) }</style><rect style="fill:url(https://evil.example/q" width="5" height="5"/></svg>',
    { gone: ['evil.example', '\\72'] },
  ],
  [
    'animation that rewrites a link',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/><text>x</text></a></svg>',
    { gone: ['javascript', 'animate', '<set', 'attributeName'] },
  ],
  [
    'an XXE entity reading a file',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&xxe;</text></svg>',
    { refused: DRAWING_ASSET_MESSAGES.svgEntities },
  ],
  [
    'entity expansion (billion laughs)',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&c;</text></svg>`,
    { refused: DRAWING_ASSET_MESSAGES.svgEntities },
  ],
  [
    'an external DTD (not fetched, and dropped)',
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://evil.example/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>',
    { gone: ['DOCTYPE', 'evil.example'], kept: ['<rect'] },
  ],
];

describe('sanitising uploaded SVGs', () => {
  it.each(MALICIOUS)('%s', async (_label, svg, expected) => {
    const response = await uploadAsset(ctx.t.app, company.owner, assetParts({ name: 'attack.svg', data: svg }));
    if ('refused' in expected) {
      const before = await footprint();
      expectFieldError(response, 'file', expected.refused);
      expect(await footprint()).toEqual(before);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await assetImage(ctx.t.app, response.json().payload.asset)).body;
    expect(stored).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const marker of expected.gone) expect(stored.toLowerCase()).not.toContain(marker.toLowerCase());
    for (const marker of expected.kept ?? []) expect(stored).toContain(marker);
  });
});
