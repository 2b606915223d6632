import { describe, expect, it } from 'vitest';
import { tileSource } from './security';

describe('tileSource', () => {
  it('turns a tile URL template into the CSP source of its host', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource(' HTTP://Tiles.Example.com:8080/{z}/{x}/{y}.png ')).toBe('http://tiles.example.com:8080');
    expect(tileSource('https://{s}-maps.example.com/{z}/{x}/{y}.png')).toBe('https://*.example.com'); // the widest CSP can say
  });

  it('gives nothing for what CSP cannot express or is no web URL', () => {
    for (const bad of [null, undefined, '', 42, 'tiles/{z}/{x}/{y}.png', 'javascript:alert(1)', 'https://a.{s}.example.com/x.png',
      "https://x.example.com;script-src 'unsafe-inline'/x.png", 'https://x.example.com\'/x', 'data:image/png;base64,AAAA']) {
      expect(tileSource(bad), String(bad)).toBeUndefined();
    }
  });
});
