import { describe, expect, it } from 'vitest';
import { cardModules, cardSchema, cardSchemas, isCardModule } from './cards.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('card modules', () => {
  it('has one schema per module of spec §2, and nothing else is a module', () => {
    expect(cardModules).toHaveLength(35);
    expect(cardModules).toEqual(expect.arrayContaining(['wifi', 'insurance', 'landlord', 'emergencyContact', 'waterValve', 'smartlock', 'warehouse']));
    expect(isCardModule('wifi')).toBe(true);
    expect(isCardModule('toString')).toBe(false);
    expect(cardSchema.safeParse({ module: 'teleporter', content: {} }).success).toBe(false);
  });

  it('fills the defaults of an instructions card and trims its text', () => {
    expect(cardSchemas.waterValve.parse({ instructions: '  Bajo el fregadero ', location: ' Cocina ' })).toEqual({
      instructions: 'Bajo el fregadero',
      location: 'Cocina',
      files: [],
    });
  });
});

describe('wifi (spec §3: name, password)', () => {
  it('trims both values; the password may be empty', () => {
    expect(cardSchemas.wifi.parse({ networkName: ' Casa_5G ', password: ' S3creto! ' })).toEqual({ networkName: 'Casa_5G', password: 'S3creto!' });
    expect(cardSchemas.wifi.parse({ networkName: 'Invitados' })).toEqual({ networkName: 'Invitados', password: '' });
  });
  it('needs a network name', () => {
    expect(issues(cardSchemas.wifi.safeParse({ networkName: '  ' }))).toEqual([['networkName', 'required']]);
  });
});

describe('the yes/no switch (spec §2)', () => {
  it('with No the card holds only the switch; with Yes the related fields are required', () => {
    expect(cardSchemas.insurance.parse({ hasInsurance: false, company: 'ignored' })).toEqual({ hasInsurance: false });
    expect(issues(cardSchemas.insurance.safeParse({ hasInsurance: true, company: 'Mapfre' }))?.map(([field]) => field)).toEqual([
      'policyNumber',
      'holder',
      'holderVat',
      'assistancePhone',
    ]);
    expect(cardSchemas.landlord.parse({ canContact: true, name: 'Marta', phone: '+34600111222', reasons: ' Averías ' })).toEqual({
      canContact: true,
      name: 'Marta',
      phone: '+34600111222',
      reasons: 'Averías',
    });
  });
});

describe('emergency contact (spec §3)', () => {
  it('takes name, type, email, telephone, description, days and hours', () => {
    const contact = {
      name: 'Fontanería Ruiz',
      type: 'plumbing',
      email: 'avisos@ruiz.example.com',
      telephone: '+34 600 111 222',
      description: '',
      daysAndHours: 'L-V',
    };
    expect(cardSchemas.emergencyContact.parse({ contacts: [contact] }).contacts[0]).toEqual(contact);
  });
  it('refuses a wrong type, phone or email, and an empty list', () => {
    const result = cardSchemas.emergencyContact.safeParse({ contacts: [{ name: 'X', type: 'magic', telephone: '600', email: 'no' }] });
    expect(issues(result)).toEqual([
      ['contacts.0.type', 'option'],
      ['contacts.0.email', 'email'],
      ['contacts.0.telephone', 'phone'],
    ]);
    expect(issues(cardSchemas.emergencyContact.safeParse({ contacts: [] }))).toEqual([['contacts', 'required']]);
  });
});

describe('files on a card', () => {
  it('are names the server gave, never paths', () => {
    const name = '0f8e4a56-1c2b-4d3e-9f00-123456789abc.jpg';
    expect(cardSchemas.photos.parse({ files: [name] })).toEqual({ files: [name], description: '' });
    expect(issues(cardSchemas.photos.safeParse({ files: ['../../etc/passwd'] }))).toEqual([['files.0', 'identifier']]);
  });

  it('let a Photos card be saved before its photos are uploaded to it', () => {
    expect(cardSchemas.photos.parse({ description: 'Vistas desde el balcón' })).toEqual({ files: [], description: 'Vistas desde el balcón' });
    expect(cardSchemas.photos.parse({ files: [] })).toEqual({ files: [], description: '' });
  });
});

describe('check-in and check-out', () => {
  it('say how guests get in or out, when the host says it, and from when', () => {
    expect(cardSchemas.checkIn.parse({ method: 'keyBox', time: '15:00' })).toEqual({ method: 'keyBox', time: '15:00', instructions: '', files: [] });
    expect(cardSchemas.checkOut.parse({})).toEqual({ instructions: '', files: [] });
    expect(issues(cardSchemas.checkIn.safeParse({ method: 'teleport' }))).toEqual([['method', 'option']]);
  });
  it('a self check-in holds the code, where it is and from when', () => {
    expect(cardSchemas.selfCheckIn.parse({ code: ' 4821 ', location: 'Caja junto al portal', time: '16:00' })).toEqual({
      code: '4821',
      location: 'Caja junto al portal',
      time: '16:00',
      instructions: '',
      files: [],
    });
  });
});
