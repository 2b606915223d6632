import { describe, expect, it } from 'vitest';
import itinerarios from '../../src/resources/itinerarios';
import pontos from '../../src/resources/pontos';
import { USER_TYPES } from '../../src/registry/seedIds';
import { hearsChange, ownedBy, ownerField, ownerScope, ownersOf, viewsFull, type Viewer } from './owner';

// The owner rule's decisions on the real declarations (itineraries are their driver's): what
// tests/api/owner-scope.test.ts proves through the routes, here one decision at a time, so that
// each condition of the rule is pinned (issue 29, `npm run test:mutation -- owner`).

const driver = (id = 'driver-1', roles: string[] = []): Viewer => ({ id, tipo_id: USER_TYPES.motorista.id, roles });
const office = (roles: string[], id = 'office-1'): Viewer => ({ id, tipo_id: USER_TYPES.gestor.id, roles });
/** A placeholder maker as the list query's: records each value and answers `$n`. */
const params = () => {
  const values: unknown[] = [];
  return { values, param: (v: unknown) => `$${values.push(v)}` };
};

describe('ownerField: whom the rule restricts', () => {
  it('restricts a user of the owner tipo to the owner field, whatever their roles', () => {
    expect(ownerField(itinerarios, driver())).toBe('motorista_id');
    expect(ownerField(itinerarios, driver('d', ['admin']))).toBe('motorista_id');
  });

  it('leaves users of another tipo alone, and every user of a resource without an owner', () => {
    expect(ownerField(itinerarios, office(['view-itinerarios-menu']))).toBeUndefined();
    expect(ownerField(pontos, driver())).toBeUndefined();
  });
});

describe('viewsFull: who reads every field', () => {
  it('the view role, or admin, reads every field', () => {
    expect(viewsFull(itinerarios, office(['view-itinerarios-menu']))).toBe(true);
    expect(viewsFull(itinerarios, office(['admin']))).toBe(true);
  });

  it('a driver reads their own itineraries in full without the role; nobody else does without it', () => {
    expect(viewsFull(itinerarios, driver())).toBe(true);
    expect(viewsFull(itinerarios, office([]))).toBe(false);
    expect(viewsFull(itinerarios, office(['view-pontos-menu']))).toBe(false);
    expect(viewsFull(pontos, driver())).toBe(false);
  });

  it('a user with no roles at all reads nothing in full', () => {
    expect(viewsFull(pontos, { id: 'x', tipo_id: USER_TYPES.gestor.id, roles: undefined as unknown as string[] })).toBe(false);
  });
});

describe('ownerScope and ownedBy: the SQL condition', () => {
  it('scopes a driver to the rows whose owner column is their id, as a placeholder', () => {
    const p = params();
    expect(ownerScope(itinerarios, driver('d-7'), 'i', p.param)).toBe('i."motorista_id" = $1');
    expect(p.values).toEqual(['d-7']);
  });

  it('adds no condition and no value for a user the rule does not restrict', () => {
    const p = params();
    expect(ownerScope(itinerarios, office(['admin']), 'i', p.param)).toBeUndefined();
    expect(ownerScope(pontos, driver(), 'p', p.param)).toBeUndefined();
    expect(p.values).toEqual([]);
  });

  it('"my own records" holds for any tipo by the same column, and needs an owner declared', () => {
    const p = params();
    expect(ownedBy(itinerarios, office(['admin'], 'boss'), 'x', p.param)).toBe('x."motorista_id" = $1');
    expect(p.values).toEqual(['boss']);
    expect(() => ownedBy(pontos, driver(), 'p', p.param)).toThrow('pontos declares no owner');
  });
});

describe('ownersOf and hearsChange: the rule on the socket', () => {
  it('names the owners before and after a change once each, skipping rows without one', () => {
    expect(ownersOf(itinerarios, { motorista_id: 'a' }, { motorista_id: 'b' })).toEqual(['a', 'b']);
    expect(ownersOf(itinerarios, { motorista_id: 'a' }, { motorista_id: 'a' })).toEqual(['a']);
    expect(ownersOf(itinerarios, undefined, { motorista_id: null }, { motorista_id: 'c' })).toEqual(['c']);
    expect(ownersOf(pontos, { motorista_id: 'a' })).toBeUndefined();
  });

  it('a driver hears a change of their own itinerary only', () => {
    expect(hearsChange(itinerarios, driver('a'), ['a', 'b'])).toBe(true);
    expect(hearsChange(itinerarios, driver('c'), ['a', 'b'])).toBe(false);
    expect(hearsChange(itinerarios, driver('a'), 'a')).toBe(false);
    expect(hearsChange(itinerarios, driver('a'), undefined)).toBe(false);
  });

  it('everyone else hears by the view role, whoever the owners are', () => {
    expect(hearsChange(itinerarios, office(['view-itinerarios-menu']), [])).toBe(true);
    expect(hearsChange(itinerarios, office(['admin']), undefined)).toBe(true);
    expect(hearsChange(itinerarios, office(['view-pontos-menu']), ['office-1'])).toBe(false);
    expect(hearsChange(pontos, driver('a', ['view-pontos-menu']), undefined)).toBe(true);
    expect(hearsChange(pontos, driver('a'), ['a'])).toBe(false);
  });
});
