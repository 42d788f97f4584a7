/**
 * The insurer's system as the 5G room needs it: the policies of a caller (spec 1 §2.4 "fetches insurance",
 * getInsurance {id, insuranceCode}). HttpInsuranceService asks INSURANCE_SERVICE_URL; without it a local
 * sample catalogue answers, so the room shows something on one machine.
 */
import { createHash } from 'node:crypto';
import type { CustomerInsurance, InsurancePolicy } from '../../src/schemas/insurance';
import { insuranceTexts } from '../../src/schemas/insurance';

export interface InsuranceQuery {
  insuranceCode: string;
  phone: string;
  /** The call's work-order number: the `id` of getInsurance. */
  flowId: string;
}

export interface InsurancePort {
  find(query: InsuranceQuery): Promise<CustomerInsurance>;
}

/** The insurer refused or could not be reached. */
export class InsuranceFailure extends Error {}

const TIMEOUT_MS = 10_000;

/** POST {base}/getInsurance {id, insuranceCode, phone}; success is errCode 0 with result.policies. */
export class HttpInsuranceService implements InsurancePort {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async find(query: InsuranceQuery): Promise<CustomerInsurance> {
    let body: { errCode?: unknown; errInfo?: unknown; result?: { policies?: unknown } } | null;
    try {
      const response = await this.fetchImpl(`${this.baseUrl.replace(/\/+$/, '')}/getInsurance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: query.flowId, insuranceCode: query.insuranceCode, phone: query.phone }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = (await response.json().catch(() => null)) as typeof body;
    } catch {
      throw new InsuranceFailure(insuranceTexts.failed);
    }
    if (!body || (body.errCode !== 0 && body.errCode !== '0'))
      throw new InsuranceFailure(
        typeof body?.errInfo === 'string' && body.errInfo ? body.errInfo : insuranceTexts.failed,
      );
    const policies = Array.isArray(body.result?.policies)
      ? body.result.policies.map(policyOf).filter((p): p is InsurancePolicy => p !== null)
      : [];
    return { insuranceCode: query.insuranceCode, phone: query.phone, policies, sample: false };
  }
}

function policyOf(value: unknown): InsurancePolicy | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const str = (key: string) => (typeof v[key] === 'string' ? (v[key] as string).slice(0, 200) : '');
  if (!str('policyNo')) return null;
  const premium = Number(v.premium);
  return {
    policyNo: str('policyNo'),
    productName: str('productName'),
    kind: str('kind'),
    status: str('status'),
    premium: Number.isFinite(premium) ? premium : 0,
    effectiveDate: str('effectiveDate'),
  };
}

const SAMPLE_PRODUCTS = [
  { productName: '鑫享终身寿险', kind: '寿险', premium: 12_000 },
  { productName: '福满年年年金保险', kind: '年金险', premium: 50_000 },
  { productName: '安康两全保险', kind: '两全保险', premium: 8_600 },
] as const;

/** The sample catalogue: the same one or two policies for a phone every time, from a hash of it. */
export class SampleInsuranceCatalogue implements InsurancePort {
  async find(query: InsuranceQuery): Promise<CustomerInsurance> {
    const hash = createHash('sha256').update(`${query.insuranceCode}:${query.phone}`).digest();
    const count = 1 + (hash[0]! % 2);
    const policies = Array.from({ length: count }, (_, i): InsurancePolicy => {
      const product = SAMPLE_PRODUCTS[(hash[1]! + i) % SAMPLE_PRODUCTS.length]!;
      const year = 2018 + (hash[2 + i]! % 7);
      const month = String(1 + (hash[4 + i]! % 12)).padStart(2, '0');
      return {
        policyNo: `${query.insuranceCode}${hash
          .readUInt32BE(8 + i * 4)
          .toString()
          .padStart(10, '0')}`,
        productName: product.productName,
        kind: product.kind,
        status: '有效',
        premium: product.premium,
        effectiveDate: `${year}-${month}-01`,
      };
    });
    return { insuranceCode: query.insuranceCode, phone: query.phone, policies, sample: true };
  }
}
