import { useCallback, useEffect, useState } from 'react';
import type { SopScriptRecord } from '../../schemas/sop';
import { sopApi, type ScriptQuery } from './sopApi';

export interface Scripts {
  list: SopScriptRecord[];
  products: string[];
  loading: boolean;
  reload(): void;
}

/** The scripts the caller sees that answer the query, and the products to pick from; reloads as the query changes. */
export function useScripts(query: ScriptQuery): Scripts {
  const [list, setList] = useState<SopScriptRecord[]>([]);
  const [products, setProducts] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const { product, stage, keyword } = query;

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([sopApi.scripts({ product, stage, keyword }), sopApi.products()])
      .then(([scripts, names]) => {
        if (!live) return;
        setList(scripts.list);
        setProducts(names.list);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [product, stage, keyword, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { list, products, loading, reload };
}
