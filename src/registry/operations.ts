import type { z } from 'zod';
import { type Role, hasRole } from './roles';

/**
 * Calls beyond CRUD, declared once in their home (docs/architecture.md "Operations"): the
 * server mounts each as a route with its access check and validation, documents it in OpenAPI,
 * and the browser derives a typed data-provider method and the outbox's rule from the same
 * object. Only the handler (the home's server.ts) is written by hand.
 */

/**
 * Who may call: nobody signed in needed (`public`, named ones only), anyone signed in, the
 * home's role for a read (`view`) or a write (`edit`), the owner rule (the view role, or a user
 * of the owner's tipo, who then reaches only their own records), or a named role. Admin passes
 * every role check.
 */
export type Access = 'public' | 'signedIn' | 'view' | 'edit' | 'owner' | { role: Role };

/** SPEC 4's groups of the offline replay, in this order: non-finishing updates, creates, finishing updates. */
export type ReplayGroup = 'update' | 'create' | 'finish';

/** A body sent as it is, not JSON (an NF-e's XML, a photo): its media types, and how the handler gets it. */
export interface RawBody {
  raw: readonly string[];
  as: 'text' | 'bytes';
  description: string;
}

/** An answer's schema, or `bytes` for a stored file sent as it is. */
export type AnswerSchema = z.ZodType | 'bytes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationDef {
  method: HttpMethod;
  /**
   * Under the home (`:id/confirmar` → /v1/expedicoes/:id/confirmar), or under /v1 when it starts
   * with `/` (`/produtos/saldo-fisico`). Each `:name` is a record id: anything but a UUID is 404.
   */
  path: string;
  summary: string;
  description?: string;
  /** The query string, every parameter named: any other is refused (400 naming it). */
  query?: z.ZodObject;
  /** The body; none declared means none accepted (an empty object at most). */
  body?: z.ZodType | RawBody;
  /** The answer of each success status (a dry run answers 200, the write it previews 201). */
  answers: { 200?: AnswerSchema; 201?: AnswerSchema };
  access: Access;
  /**
   * A read whose answer the changes of these homes make stale (a dashboard's figures): the socket
   * tells whoever may call it that one of them moved (not which record), and the browser asks again.
   */
  live?: readonly string[];
  /** A write the offline outbox may queue, replayed in this group; without it a call needs the network. */
  offline?: ReplayGroup;
  /** Largest body accepted, in bytes, when more than the app's 1 MiB. */
  bodyLimit?: number;
}

/** Who is asking, as both sides know them. */
export interface Caller {
  roles: readonly string[];
  tipo_id?: string;
}

/** What an access rule reads of a home. */
export interface AccessHome {
  viewRole?: Role;
  owner?: { tipo: string };
}

/** Whether `caller` passes `access` on `home`: the server's check, which the menu mirrors. */
export const allows = (access: Access, caller: Caller | undefined, home: AccessHome): boolean => {
  if (access === 'public') return true;
  if (!caller) return false;
  if (access === 'signedIn') return true;
  const role = (r: Role | undefined) => hasRole(caller.roles, r ?? 'admin');
  // SPEC 6 gives each home one role, for reading and writing; `edit` keeps the two apart in the
  // route list, so a home that one day needs a second role changes this line, not its routes.
  if (access === 'view' || access === 'edit') return role(home.viewRole);
  if (access === 'owner') return role(home.viewRole) || (!!home.owner && caller.tipo_id === home.owner.tipo);
  return role(access.role);
};

/** The path of an operation under /v1, in Fastify's and react-router's `:param` form. */
export const operationPath = (home: string, op: Pick<OperationDef, 'path'>): string =>
  op.path.startsWith('/') ? op.path : `/${home}${op.path ? `/${op.path}` : ''}`;

/** The `:name` parameters of a path, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The path with its parameters filled in, each encoded. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

/** A regular expression matching the operation's concrete paths, each parameter a group (the outbox recognises its writes by it). */
export const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/?]+)')}(?:\\?|$)`);

/** The parameters of a concrete path (`/itinerarios/1/pontos/2/finalizar`) by the names of the declared one; undefined when it is none of its paths. */
export const matchPath = (path: string, concrete: string): Record<string, string> | undefined => {
  const m = pathPattern(path).exec(concrete);
  return m ? Object.fromEntries(pathParams(path).map((n, i) => [n, decodeURIComponent(m[i + 1])])) : undefined;
};

/**
 * A home's calls beyond CRUD, declared after it so that their answers may name its record schema:
 * `export default defineOperations(expedicoes, { confirmShipment: {...} })`. The literal types are
 * kept (a path names its parameters).
 */
export const defineOperations = <H extends { name: string }, const O extends Record<string, OperationDef>>(home: H, operations: O): H & { operations: O } =>
  Object.assign(home, { operations });

// --- Types the data provider and the handlers derive from a declaration ------------------------

type ParamNames<P extends string> =
  P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`>
    : P extends `${string}:${infer Name}` ? Name : never;

/** An operation's path parameters, each a string. */
export type ParamsOf<O extends OperationDef> = { [K in ParamNames<O['path']>]: string };

type Empty = Record<never, never>;
type ParamsInput<O extends OperationDef> = [ParamNames<O['path']>] extends [never] ? Empty : { params: ParamsOf<O> };
type QueryInput<O extends OperationDef> = O['query'] extends z.ZodType
  ? (Empty extends z.input<O['query']> ? { query?: z.input<O['query']> } : { query: z.input<O['query']> })
  : Empty;
type BodyInput<O extends OperationDef> = O['body'] extends RawBody ? { body: Blob } : O['body'] extends z.ZodType ? { body: z.input<O['body']> } : Empty;

/** What a data-provider method takes: `{ params, query, body }`, each where the operation has it. */
export type InputOf<O extends OperationDef> = ParamsInput<O> & QueryInput<O> & BodyInput<O>;

type AnswerOfSchema<A> = A extends 'bytes' ? Blob : A extends z.ZodType ? z.output<A> : never;
/** What a call answers: the output of its success schemas. */
export type AnswerOf<O extends OperationDef> = { [S in keyof O['answers']]-?: AnswerOfSchema<NonNullable<O["answers"][S]>> }[keyof O['answers']];

type HandlerAnswer<A> = A extends 'bytes' ? Uint8Array : A extends z.ZodType ? z.input<A> : never;
/** What a handler returns: what its success schemas accept. */
export type HandlerAnswerOf<O extends OperationDef> = { [S in keyof O['answers']]-?: HandlerAnswer<NonNullable<O['answers'][S]>> }[keyof O['answers']];

/** The query and body a handler receives, parsed by their schemas. */
export type QueryOf<O extends OperationDef> = O['query'] extends z.ZodType ? z.output<O['query']> : Empty;
export type BodyOf<O extends OperationDef> = O['body'] extends RawBody ? (O['body']['as'] extends 'text' ? string : Uint8Array)
  : O['body'] extends z.ZodType ? z.output<O['body']> : undefined;

/** A write's Idempotency-Key, made when the user acted: a retried send applies once. */
export interface CallOptions {
  idempotencyKey?: string;
}

/** The data-provider method of one operation. */
export type MethodOf<O extends OperationDef> = Empty extends InputOf<O>
  ? (input?: InputOf<O>, options?: CallOptions) => Promise<AnswerOf<O>>
  : (input: InputOf<O>, options?: CallOptions) => Promise<AnswerOf<O>>;

export type MethodsOf<Ops> = { [K in keyof Ops]: Ops[K] extends OperationDef ? MethodOf<Ops[K]> : never };

/**
 * Every home that declares operations, by name: each adds itself beside its declaration with
 * `declare module '<...>/registry/operations' { interface Homes { name: typeof home } }`, so the
 * data provider's type knows its methods without a hand-kept list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Homes {}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type OperationsOfHome<H> = H extends { operations: infer Ops } ? MethodsOf<Ops> : Empty;

/** The data provider's named methods: every declared operation of every home. */
export type OperationMethods = UnionToIntersection<{ [H in keyof Homes]: OperationsOfHome<Homes[H]> }[keyof Homes]>;

/** What operation `K` of home `H` answers: `Answer<typeof itinerarios, 'getBoard'>`. */
export type Answer<H extends { operations: Record<string, OperationDef> }, K extends keyof H['operations']> = AnswerOf<H['operations'][K]>;
