import { CNPJ_MASK, cnpjChars, formatCep, formatCnpj, formatCpf, formatPhone, formatPlaca, onlyDigits } from '../registry/brazil';
import { type FieldDef, type FieldKind, unhandledKind } from '../registry/define';

/** BCP 47 tag for number and date formatting of each product language. */
export const intlLocale = (locale: string): string =>
  ({ pt: 'pt-BR', en: 'en-US', fr: 'fr-FR', es: 'es-ES', ar: 'ar' })[locale] ?? locale;

/** yyyy-MM-dd → dd/MM/yyyy (docs/domain.md "Dates and times"), without a time zone shifting the day. */
export const formatDate = (value: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
};

const pad = (n: number) => String(n).padStart(2, '0');
export const formatDateTime = (value: string): string => {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The hour of a date-time, HH:mm in every language (docs/domain.md "Dates and times"), never the browser's 12-hour clock. */
export const formatTime = (value: string): string => formatDateTime(value).slice(-5);


/** Documents, phones, codes and addresses read left to right even inside an Arabic page. */
export const LTR_KINDS: ReadonlySet<FieldKind> = new Set(['cnpj', 'cpf', 'cpf_cnpj', 'cep', 'phone', 'mobile', 'card', 'email', 'latlng', 'placa', 'renavam']);
/**
 * Values that never break across lines: a CNPJ cut mid-number is misread. An email may: a long one
 * would otherwise push its card wider than a phone.
 */
export const NOWRAP_KINDS: ReadonlySet<FieldKind> = new Set([...[...LTR_KINDS].filter((k) => k !== 'email'), 'int', 'decimal', 'money', 'date', 'datetime', 'time', 'uf', 'sequence']);

/** Places of each number kind (docs/domain.md "Number precision"): money always shows its two. */
export const NUMBER_DIGITS = {
  int: { maximumFractionDigits: 0 },
  decimal: { maximumFractionDigits: 4 },
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

/**
 * Text that reads left to right whatever the direction around it: U+2066 (left-to-right isolate)
 * … U+2069 (pop directional isolate), the plain-text form of `<bdi dir="ltr">`, for the places a
 * value is text and not an element (a card's figure, a history line, a toast).
 */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;

/**
 * An amount of money: R$ in every language (es-ES would write "BRL"), always two places, isolated
 * left to right, since Arabic's RTL run would otherwise show the Latin symbol as "$R".
 */
export const formatMoney = (value: number, locale: string): string =>
  isolateLtr(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol', ...NUMBER_DIGITS.money }).format(value));

/** Text shown for a stored value of a declared field, in lists, show pages, history and exports. */
export const formatValue = (field: Pick<FieldDef, 'kind' | 'year'>, value: unknown, locale: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  switch (field.kind) {
    case 'cnpj': return formatCnpj(s);
    case 'cpf': return formatCpf(s);
    case 'cpf_cnpj': return s.length > 11 ? formatCnpj(s) : formatCpf(s);
    case 'cep': return formatCep(s);
    case 'phone':
    case 'mobile': return formatPhone(s);
    case 'card': return `•••• ${s.slice(-4)}`;
    case 'date': return formatDate(s);
    case 'datetime': return formatDateTime(s);
    case 'time': return s.slice(0, 5);
    case 'decimal':
      return new Intl.NumberFormat(intlLocale(locale), NUMBER_DIGITS.decimal).format(Number(value));
    case 'money':
      return formatMoney(Number(value), locale);
    case 'int':
      // A year is a name, not a quantity: 2022, never 2.022.
      return new Intl.NumberFormat(intlLocale(locale), { ...NUMBER_DIGITS.int, useGrouping: !field.year }).format(Number(value));
    case 'placa': return formatPlaca(s);
    // A record's number is a name, not a quantity: no digit grouping (Solicitação 1024).
    case 'sequence': return s;
    case 'roles': return Array.isArray(value) ? value.join(', ') : s;
    case 'latlng': {
      const v = value as { lat?: number; lng?: number };
      return `${v.lat}, ${v.lng}`;
    }
    case 'text':
    case 'bool':
    case 'enum':
    case 'ref':
    case 'email':
    case 'uf':
    case 'password':
    case 'renavam':
    case 'lines':
    case 'file':
    case 'timezone':
      return s;
    default: return unhandledKind(field.kind);
  }
};

/** What a masked input keeps of typed text: digits, and for an alphanumeric mask letters upper-cased. */
export const maskChars = (def: MaskDef, value: string): string => (def.alphanumeric ? cnpjChars(value) : onlyDigits(value));

/** Progressive mask: digits typed so far laid over a pattern of `#`. */
export const applyMask = (digits: string, pattern: string): string => {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out;
};

/**
 * The mask of each masked kind: `#` is a kept character, `length` how many are kept. An
 * `alphanumeric` mask keeps letters (upper-cased) besides digits: the CNPJs issued since July 2026
 * (docs/domain.md "Document masks and padding").
 */
export interface MaskDef { pattern: string | ((chars: string) => string); length: number; alphanumeric?: boolean }
export const MASKS: Partial<Record<FieldKind, MaskDef>> = {
  cnpj: { pattern: CNPJ_MASK, length: 14, alphanumeric: true },
  cpf: { pattern: '###.###.###-##', length: 11 },
  cpf_cnpj: { pattern: (d) => (d.length > 11 ? CNPJ_MASK : '###.###.###-##'), length: 14, alphanumeric: true },
  cep: { pattern: '#####-###', length: 8 },
  phone: { pattern: '(##) ####-####', length: 10 },
  mobile: { pattern: '(##) #####-####', length: 11 },
  renavam: { pattern: '###########', length: 11 },
};
