import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';

describeApi('GET /api/health', (server) => {
  it('answers 200 with the database checked', async () => {
    const res = await server().api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
