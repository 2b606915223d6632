/**
 * docs/domain.md "Status colours": status names that say approved or operation successful are light blue; denied or
 * not authorised orange-red; all others grey. Matched without case or accents, in the five
 * languages of the product.
 */
export type StatusTone = 'approved' | 'denied' | 'neutral';

const normalise = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f\u064b-\u065f]/g, '').toLowerCase();

// "not authorised" before "authorised" words: the denied list is checked first.
const DENIED = [
  'negado', 'nao autorizado', 'denied', 'not authorised', 'not authorized', 'unauthorised', 'unauthorized',
  'refuse', 'non autorise', 'denegado', 'rechazado', 'no autorizado', 'مرفوض', 'غير مصرح', 'غير مخول',
].map(normalise);

const APPROVED = [
  'aprovado', 'operacao realizada com sucesso', 'approved', 'operation successful', 'approuve', 'operation reussie',
  'aprobado', 'operacion exitosa', 'operacion realizada con exito', 'موافق عليه', 'تمت الموافقة', 'عملية ناجحة',
  'تمت العملية بنجاح',
].map(normalise);

export const statusTone = (name: unknown): StatusTone => {
  if (typeof name !== 'string') return 'neutral';
  const n = normalise(name);
  if (DENIED.some((w) => n.includes(w))) return 'denied';
  if (APPROVED.some((w) => n.includes(w))) return 'approved';
  return 'neutral';
};

// Orange-red carries dark text: white on it reads at 3.2:1, under WCAG's 4.5:1 (axe).
export const STATUS_COLORS: Record<StatusTone, { bg: string; fg: string }> = {
  approved: { bg: '#b3e5fc', fg: '#01579b' },
  denied: { bg: '#ff5722', fg: '#212121' },
  neutral: { bg: '#e0e0e0', fg: '#424242' },
};
