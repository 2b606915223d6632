import { describe, expect, it } from 'vitest';
import { decideStart, splitLocalePath } from './localeRoute';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('locale routes', () => {
  it('reads the language prefix of a path', () => {
    expect(splitLocalePath('/pt/usuarios/1')).toEqual({ locale: 'pt', rest: '/usuarios/1' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', rest: '/' });
    expect(splitLocalePath('/en/usuarios')).toEqual({ rest: '/en/usuarios' });
    expect(splitLocalePath('/pontos')).toEqual({ rest: '/pontos' });
  });

  it('serves a prefixed URL in its language whatever was remembered', () => {
    expect(decideStart(at('/fr/grupos'), 'pt', ['es'])).toEqual({ locale: 'fr', basename: '/fr' });
  });

  it('sends an unprefixed URL to the remembered language, keeping path, query and hash', () => {
    expect(decideStart(at('/grupos/9', '?layout=horizontal', '#x'), 'pt', ['en'])).toEqual({ redirect: '/pt/grupos/9?layout=horizontal#x' });
    expect(decideStart(at('/'), 'ar', [])).toEqual({ redirect: '/ar' });
    expect(decideStart(at('/grupos'), 'en', ['pt-BR'])).toEqual({ locale: 'en', basename: '' });
  });

  it("lets the browser's language choose on a first visit, English otherwise", () => {
    expect(decideStart(at('/status'), undefined, ['es-MX', 'en'])).toEqual({ redirect: '/es/status' });
    expect(decideStart(at('/status'), undefined, ['de-DE', 'ja'])).toEqual({ locale: 'en', basename: '' });
  });
});
