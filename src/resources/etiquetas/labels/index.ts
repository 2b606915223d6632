import { defineLabels } from '../../../registry/labels';
import type etiquetas from '../index';

// One file per language: a page loads only its own language's texts.
export default defineLabels<typeof etiquetas>({
  pt: () => import('./pt'),
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  ar: () => import('./ar'),
});
