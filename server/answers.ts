import { z } from 'zod';

/**
 * The answers every route documents besides its success (docs/architecture.md "Answers"): one
 * error shape, `{ statusCode, error, message, fields? }`, translated by Accept-Language, with
 * each refused parameter or field named in `fields`.
 */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string().describe('What went wrong, in the language of Accept-Language'),
  fields: z.record(z.string(), z.string()).optional()
    .describe('Each refused query parameter or body field (a line\'s as `itens.2.quantidade`), with its message'),
}).meta({ id: 'Error' });

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

const ERRORS = {
  400: error('Refused input: `fields` names each bad parameter or field; nothing changed'),
  401: error('No valid access token'),
  403: error('The caller lacks the role (or is not the owner) this call needs'),
  404: error('No such record, or one the caller may not see'),
  409: error('Refused by the record\'s state (a status, a version, a unique value, stock): nothing changed'),
  413: error('The body is larger than this call accepts'),
  415: error('A body of a type this call does not take'),
  429: error('Too many attempts: try again after Retry-After seconds'),
};

/** The error answers of a route, by what it takes: every route may refuse input or the caller. */
export const errorAnswers = (what: { params?: boolean; body?: boolean; write?: boolean; raw?: boolean; signedIn?: boolean }) => ({
  400: ERRORS[400],
  ...(what.signedIn === false ? {} : { 401: ERRORS[401], 403: ERRORS[403] }),
  ...(what.params ? { 404: ERRORS[404] } : {}),
  ...(what.write ? { 409: ERRORS[409] } : {}),
  ...(what.body ? { 413: ERRORS[413] } : {}),
  ...(what.raw ? { 415: ERRORS[415] } : {}),
});

/** A success answer with its own description. */
export const answer = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema } } });

export const ERROR_ANSWERS = ERRORS;

/** A success that answers no body (204). */
export const noContent = (description: string) => z.null().describe(description);
