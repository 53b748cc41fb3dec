const { auditVerdict } = require('./auditVerdict.cjs');

/** The shape of `npm audit --json` (npm 11) for one vulnerable package. */
const report = (severity) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {
      '@fastify/static': {
        name: '@fastify/static',
        severity,
        range: '<=10.1.2',
        via: [
          {
            title: '@fastify/static vulnerable to route guard bypass via path traversal',
            url: 'https://github.com/advisories/GHSA-83w8-p2f5-377r',
          },
        ],
      },
    },
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: severity === 'moderate' ? 1 : 0, high: severity === 'high' ? 1 : 0, critical: 0 },
      dependencies: { prod: 412 },
    },
  });

describe('reading npm audit', () => {
  it('fails on a high advisory, naming the package and the advisory', () => {
    const verdict = auditVerdict(report('high'));
    expect(verdict.fails).toBe(true);
    expect(verdict.lines[0]).toBe(
      'high: @fastify/static <=10.1.2: @fastify/static vulnerable to route guard bypass via path traversal (https://github.com/advisories/GHSA-83w8-p2f5-377r)',
    );
  });

  it('passes with moderate advisories only, counting them', () => {
    expect(auditVerdict(report('moderate'))).toEqual({
      fails: false,
      lines: ['npm audit: no high or critical advisory in 412 runtime packages (low 0, moderate 1).'],
    });
  });

  it('says in one line that the registry did not answer, and goes on', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: { summary: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      fails: false,
      lines: [
        'npm audit: the registry did not answer (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk); the dependencies\' hand review is in docs/security-and-privacy.md, "Dependencies".',
      ],
    });
    expect(auditVerdict('', 'spawnSync npm ETIMEDOUT').lines[0]).toContain('(spawnSync npm ETIMEDOUT)');
  });
});
