'use strict';

const HAND_REVIEW = 'docs/security-and-privacy.md, "Dependencies"';

/**
 * What `npm audit --omit=dev --json` said, as one verdict: `fails` when a runtime package has a high or
 * critical advisory. A registry that did not answer audits (a mirror, no network) does not fail the
 * run: the line says so and points at the hand review.
 */
function auditVerdict(stdout, failure) {
  let report = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    // no JSON: npm could not ask at all
  }
  if (!report || report.error || !report.metadata) {
    const why = (report && (report.message || (report.error && report.error.summary))) || failure || 'no answer';
    return {
      fails: false,
      lines: [`npm audit: the registry did not answer (${why}); the dependencies' hand review is in ${HAND_REVIEW}.`],
    };
  }
  const serious = Object.values(report.vulnerabilities || {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
  const counts = report.metadata.vulnerabilities;
  if (serious.length === 0) {
    const packages = (report.metadata.dependencies && report.metadata.dependencies.prod) || '?';
    return {
      fails: false,
      lines: [`npm audit: no high or critical advisory in ${packages} runtime packages (low ${counts.low}, moderate ${counts.moderate}).`],
    };
  }
  const lines = serious.map((v) => {
    const advisories = v.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
    return `${v.severity}: ${v.name} ${v.range}: ${advisories.length ? advisories.join('; ') : `through ${v.via.join(', ')}`}`;
  });
  return { fails: true, lines: [...lines, `npm audit: ${serious.length} runtime package(s) with high or critical advisories.`] };
}

module.exports = { auditVerdict };
