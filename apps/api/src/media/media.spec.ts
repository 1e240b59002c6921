import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  badgeSvg,
  bannerSvg,
  escapeXml,
  gameImageSvg,
  qrSvg,
  vendorLogoSvg,
  wrapText,
} from './media-images.js';

const ENTITY = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

/**
 * Throws unless `xml` is well-formed: one root, tags nested and closed in order, attributes
 * quoted, no raw "<" or stray "&" in text or attribute values.
 */
function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const checkText = (text: string) => {
    for (let index = text.indexOf('&'); index !== -1; index = text.indexOf('&', index + 1)) {
      if (!ENTITY.test(text.slice(index)))
        throw new Error(`stray & in ${text.slice(index, index + 20)}`);
    }
    if (text.includes('<')) throw new Error('raw < in text');
  };
  const token =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const match of body.matchAll(token)) {
    const [, closing, name, attributes, selfClosing, text, stray] = match;
    if (stray) throw new Error(`malformed tag at ${body.slice(match.index, match.index + 30)}`);
    if (text !== undefined) {
      if (stack.length === 0 && text.trim()) throw new Error('text outside the root element');
      checkText(text);
      continue;
    }
    for (const attribute of (attributes ?? '').matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      checkText(attribute[1] ?? attribute[2] ?? '');
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) {
      roots++;
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
}

describe('media pictures (pure)', () => {
  const evil = `</text><script>alert("x")</script> & 'friends' \u0001`;

  it('has a checker that catches broken XML', () => {
    expect(() => assertWellFormedXml('<svg><text>a & b</text></svg>')).toThrow();
    expect(() => assertWellFormedXml('<svg><text>a</svg></text>')).toThrow();
    expect(() => assertWellFormedXml('<svg><g></svg>')).toThrow();
    expect(() => assertWellFormedXml('<svg a=b></svg>')).toThrow();
    expect(() => assertWellFormedXml('<svg><text>&lt;ok&gt;</text></svg>')).not.toThrow();
  });

  it('escapes text for XML', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('draws well-formed SVG even from hostile names', () => {
    const pictures = [
      gameImageSvg({
        vendorCode: 'PG',
        vendorName: evil,
        gameCode: 'PG_1',
        name: evil,
        category: 'RNG',
      }),
      gameImageSvg({
        vendorCode: 'X',
        vendorName: 'X',
        gameCode: 'X_1',
        name: evil,
        category: 'FISH',
      }),
      gameImageSvg({
        vendorCode: 'X',
        vendorName: 'X',
        gameCode: 'X_2',
        name: 'A',
        category: 'LIVE',
      }),
      gameImageSvg({
        vendorCode: 'X',
        vendorName: 'X',
        gameCode: 'X_3',
        name: 'B',
        category: 'SPORTS',
      }),
      gameImageSvg({
        vendorCode: 'X',
        vendorName: 'X',
        gameCode: 'X_4',
        name: 'C',
        category: 'LOTT',
      }),
      vendorLogoSvg({ code: 'PG', name: evil }),
      bannerSvg('welcome-bonus-100'),
      badgeSvg('british-virgin-islands'),
      qrSvg('telegram'),
    ];
    for (const svg of pictures) {
      expect(() => assertWellFormedXml(svg)).not.toThrow();
      expect(svg).not.toContain('<script');
    }
  });

  it('is deterministic and colours pictures by name', () => {
    expect(bannerSvg('vip-rewards')).toBe(bannerSvg('vip-rewards'));
    expect(bannerSvg('vip-rewards')).not.toBe(bannerSvg('refer-a-friend'));
  });

  it('wraps long names onto at most the lines given', () => {
    expect(wrapText('No Commission Baccarat B07', 16, 2)).toEqual([
      'No Commission',
      'Baccarat B07',
    ]);
    expect(wrapText('one two three four five six seven', 8, 2)).toHaveLength(2);
  });
});

describe('GET /media', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  async function expectSvg(path: string): Promise<string> {
    const response = await api.http
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => done(null, data));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = response.body as string;
    expect(svg).toContain('<svg');
    assertWellFormedXml(svg);
    return svg;
  }

  it('draws a seeded game from the path stored in the database', async () => {
    const game = await api.prisma.game.findFirstOrThrow({
      where: { launchKind: 'GAME', categoryCode: 'RNG' },
      orderBy: { id: 'asc' },
    });
    const svg = await expectSvg(game.imagePath);
    expect(svg).toContain(escapeXml(game.name.split(' ')[0]));
  });

  it('draws vendor logos, banners, badges and QR codes the seed points at', async () => {
    const vendor = await api.prisma.vendor.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await expectSvg(vendor.logoPath!);
    const banner = await api.prisma.banner.findFirstOrThrow();
    await expectSvg(banner.imagePath);
    for (const resource of await api.prisma.resource.findMany()) {
      await expectSvg(resource.qrCodeUrl ?? resource.url);
    }
  });

  it('refuses names outside letters, digits, "_" and "-" with 400', async () => {
    for (const path of [
      '/media/banners/..%2F..%2Fetc%2Fpasswd.svg',
      '/media/banners/%3Cscript%3E.svg',
      '/media/banners/a.b.svg',
      '/media/banners/welcome.png',
      '/media/badges/malta',
      `/media/qr/${'x'.repeat(65)}.svg`,
      '/media/games/P%20G/PG_00001.svg',
      '/media/vendors/%00.svg',
    ]) {
      const response = await api.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.body.success).toBe(false);
    }
  });

  it('answers 404 for a game or vendor that does not exist', async () => {
    await api.http.get('/media/games/PG/NO_SUCH_GAME.svg').expect(404);
    await api.http.get('/media/vendors/NO_SUCH_VENDOR.svg').expect(404);
  });
});
