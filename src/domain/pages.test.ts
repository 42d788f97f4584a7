import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageLink, pagePath, registryPaths } from './pages';

describe('pageLink', () => {
  it('fills the parameters of the page, encoded, and adds the query without its empty values', () => {
    expect(pageLink('login')).toBe('/user/login');
    expect(pageLink('meetingDetail', { serviceId: 'a b/c' })).toBe('/remoteMeeting/detail/a%20b%2Fc');
    expect(pageLink('videoContentDetail', { detailId: 7, isAudit: 0 })).toBe('/videoContent/detail/7/0');
    expect(pageLink('customerRoom', { serviceId: 's1' }, { key: 'k', call: null })).toBe('/customer/room/s1?key=k');
    expect(pageLink('handset', {}, { phone: '13800000000', key: 'x&y' })).toBe('/handset?phone=13800000000&key=x%26y');
  });

  it('leaves out an optional parameter that is not given, with its segment', () => {
    expect(pageLink('meetingHall')).toBe('/exhibitionHall/meetingList');
    expect(pageLink('meetingHall', { serviceId: 's1' })).toBe('/exhibitionHall/meetingList/s1');
    expect(pageLink('dynamicVideoDetail', { templateId: 't1', isAudit: 1 })).toBe('/DynamicVideoManagement/edit/t1/1');
    expect(pageLink('dynamicVideoDetail', { templateId: 't1' })).toBe('/DynamicVideoManagement/edit/t1');
  });

  it('refuses a missing parameter: at the type level, and at run time for a value that is not there', () => {
    // @ts-expect-error a page with a required parameter needs its params
    expect(() => pageLink('fiveGRoom')).toThrow(/serviceId/);
    // @ts-expect-error the parameter is named serviceId
    expect(() => pageLink('fiveGRoom', { id: 's1' })).toThrow(/serviceId/);
    // @ts-expect-error only the registry's pages have links
    expect(() => pageLink('nowhere')).toThrow();
    expect(() => pageLink('fiveGRoom', { serviceId: '' })).toThrow(/serviceId/);
  });

  it('gives the pattern the router declares', () => {
    expect(pagePath('userEdit')).toBe('/accountSetting/:id');
  });
});

// No module outside the registry writes a page's path: a string or template literal that names a page of the
// registry (its `${…}` parts standing for any segment, its query left aside) is a path built by hand.
const root = path.resolve(import.meta.dirname, '../..');
const REGISTRY = 'src/domain/pages.ts';
/**
 * The spec's menu tree (spec 1 §2.3): each entry is keyed by the path it opens, and the server stores and
 * compares those keys; menus.test checks each against the registry.
 */
const MENU_TREE = 'src/domain/menus.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const HOLE = '\u0000';
const literalPattern = /'(\/[^'\n]*)'|"(\/[^"\n]*)"|`(\/[^`]*)`/g;

/** The path a literal spells, each `${…}` a hole that may stand for any one segment. */
function spelledPath(literal: string): string {
  return literal.replace(/\$\{[^}]*\}/g, HOLE).split(/[?#]/)[0] ?? '';
}

/** Whether a spelled path is an address of a registry pattern (`:name` any segment, `:name?` optional). */
function leadsTo(spelled: string[], pattern: string[]): boolean {
  const [want, ...restPattern] = pattern;
  if (want === undefined) return spelled.length === 0;
  if (want.endsWith('?') && leadsTo(spelled, restPattern)) return true;
  const [have, ...restSpelled] = spelled;
  if (have === undefined || have === '') return false;
  const fits = want.startsWith(':') || have === want || have.includes(HOLE);
  return fits && leadsTo(restSpelled, restPattern);
}

function handBuiltPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = registryPaths.map((p) => p.split('/').slice(1));
  return [...text.matchAll(literalPattern)].flatMap((match) => {
    const literal = match[1] ?? match[2] ?? match[3] ?? '';
    const spelled = spelledPath(literal).split('/').slice(1);
    const named = !spelled.every((segment) => segment.includes(HOLE));
    return named && patterns.some((pattern) => leadsTo(spelled, pattern)) ? [literal] : [];
  });
}

describe('page paths', () => {
  const files = ['src', 'server']
    .flatMap((area) => sources(path.join(root, area)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => file !== REGISTRY && file !== MENU_TREE);

  it('are written in the registry only: no module builds one by hand', () => {
    const found = files.flatMap((file) =>
      handBuiltPaths(path.join(root, file)).map((literal) => `${file}: ${literal}`),
    );
    expect(found).toEqual([]);
  });

  it('are found by the scan when a module writes one', () => {
    const spelled = (literal: string) => spelledPath(literal).split('/').slice(1);
    const patterns = registryPaths.map((p) => p.split('/').slice(1));
    const found = (literal: string) => patterns.some((pattern) => leadsTo(spelled(literal), pattern));
    expect(found('/remoteMeeting/list')).toBe(true);
    expect(found('/accountSetting/${agentId}')).toBe(true);
    expect(found('/exhibitionHall/meetingList/${encodeURIComponent(id)}')).toBe(true);
    expect(found('/${resource}/list')).toBe(true);
    expect(found('/customer/room/${id}?key=${key}')).toBe(true);
    expect(found('/api/agents/${id}')).toBe(false);
    expect(found('/studio/card-plan.svg')).toBe(false);
  });
});
