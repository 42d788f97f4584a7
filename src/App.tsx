import { useEffect, useState } from 'react';
import { apiPaths, type Envelope, type HealthResult } from './schemas/api';

/** Until the web shell lands: a page that shows the server is up and which database it uses. */
export function App() {
  const [health, setHealth] = useState<HealthResult | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(apiPaths.health, { signal: controller.signal })
      .then((response) => response.json() as Promise<Envelope<HealthResult>>)
      .then((body) => setHealth(body.result ?? null))
      .catch(() => setHealth(null));
    return () => controller.abort();
  }, []);
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 32 }}>
      <h1>智慧展业平台</h1>
      <p>{health ? `服务运行中（数据库：${health.db}，版本 ${health.version}）` : '正在连接服务…'}</p>
    </main>
  );
}
