// Brazilian document rules (docs/domain.md "Document masks and padding"), shared by the browser inputs and the server.
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB',
  'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

const checkDigit = (digits: string, weights: number[]): number => {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

export const isValidCnpj = (value: string): boolean => {
  const d = value.padStart(14, '0');
  if (!/^\d{14}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
};

export const isValidCpf = (value: string): boolean => {
  const d = value.padStart(11, '0');
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
};

/** Vehicle plates: old ABC1234 or Mercosul ABC1D23, upper-case without the dash. */
export const isValidPlaca = (value: string): boolean => /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(value);

/** RENAVAM: 11 digits, the last a check digit over the first ten (weights 3,2,9,8,7,6,5,4,3,2). */
export const isValidRenavam = (value: string): boolean => {
  const d = value.padStart(11, '0');
  if (!/^\d{11}$/.test(d) || /^0+$/.test(d)) return false;
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
  const digit = (sum * 10) % 11;
  return (digit === 10 ? 0 : digit) === Number(d[10]);
};

/** ABC1D23 → ABC-1D23 (both plate formats show a dash after the letters). */
export const formatPlaca = (v: string): string => (v.length === 7 ? `${v.slice(0, 3)}-${v.slice(3)}` : v);

export const formatCnpj = (d: string): string =>
  d.padStart(14, '0').replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
export const formatCpf = (d: string): string =>
  d.padStart(11, '0').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
export const formatCep = (d: string): string => d.padStart(8, '0').replace(/^(\d{5})(\d{3})$/, '$1-$2');
export const formatPhone = (d: string): string =>
  d.length === 11
    ? d.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3')
    : d.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
