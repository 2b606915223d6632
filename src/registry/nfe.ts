import { isValidNfeKey } from './brazil';

/**
 * An NF-e access key whose mod-11 check digit (cDV, the 44th position) matches its first 43,
 * the CNPJ positions valued ASCII − 48 since the alphanumeric CNPJ (NT 2025.001). One home:
 * the arithmetic is `nfeKeyCheckDigit` in brazil.ts.
 */
export const chaveAcessoValida = (chave: string): boolean => isValidNfeKey(chave);
