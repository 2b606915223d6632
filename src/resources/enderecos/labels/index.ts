import { defineLabels } from '../../../registry/labels';
import type enderecos from '../index';

// One file per language: a page loads only its own language's texts.
export default defineLabels<typeof enderecos>({
  pt: () => import('./pt'),
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});
