import { describe, expect, it } from 'vitest';
import { isMasked, maskIdNumber, maskPhone, maskWithin, seesFullPersonalData } from './personalData';

describe('masking personal data', () => {
  it('keeps the first three and last four digits of a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+8613812345678')).toBe('+86*******5678');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1234')).toBe('**34');
  });

  it('keeps the region and the last four of an ID number', () => {
    expect(maskIdNumber('110101199003071234')).toBe('110101********1234');
    expect(maskIdNumber('11010119900307123X')).toBe('110101********123X');
  });

  it('masks every phone and ID number inside free text and leaves the rest', () => {
    expect(maskWithin('王先生 13812345678，证件110101199003071234')).toBe('王先生 138****5678，证件110101********1234');
    expect(maskWithin('订单 202612130001')).toBe('订单 202612130001');
  });

  it('tells a masked value', () => {
    expect(isMasked('138****5678')).toBe(true);
    expect(isMasked('13812345678')).toBe(false);
    expect(isMasked(null)).toBe(false);
  });

  it('lets the tenant admin and the named roles see full values, nobody outside a tenant', () => {
    const agent = { level: '1', roleId: 'r-agent', tenantId: 't' } as const;
    expect(seesFullPersonalData(agent, [])).toBe(false);
    expect(seesFullPersonalData(agent, ['r-agent'])).toBe(true);
    expect(seesFullPersonalData({ level: '3', roleId: 'r-admin', tenantId: 't' }, [])).toBe(true);
    expect(seesFullPersonalData({ level: '4', roleId: 'r-platform', tenantId: null }, ['r-platform'])).toBe(false);
  });
});
