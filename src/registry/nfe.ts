import { isValidNfeKey } from './brazil';

/**
 * Whether an NF-e access key (chave de acesso, 44 positions) is well formed and its mod-11 check
 * digit right. The arithmetic lives in brazil.ts (`nfeKeyCheckDigit`, alphanumeric CNPJ
 * positions valued ASCII − 48); this is the name the warehouse (bookings, NF-e import) imports.
 */
export const chaveAcessoValida = (chave: string): boolean => isValidNfeKey(chave);
