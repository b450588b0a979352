import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_LINK_LABEL, ACCESSIBILITY_STATUS } from './accessibility-status.ts';
import {
  conformityRate,
  conformityStatus,
  criteriaOfTopic,
  currentCounts,
  firstAuditCounts,
  formatRate,
  RGAA_AUDIT,
  RGAA_CRITERIA,
  RGAA_TOPICS,
} from './rgaa-audit.ts';

/** RGAA 4.1: criteria per topic, 106 in all. */
const CRITERIA_PER_TOPIC = [9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12];

describe('the RGAA 4.1 grid', () => {
  it('holds the 106 criteria once each, in order, under their 13 topics', () => {
    expect(RGAA_CRITERIA).toHaveLength(106);
    expect(RGAA_TOPICS.map((topic) => criteriaOfTopic(topic.number).length)).toEqual(CRITERIA_PER_TOPIC);
    expect(new Set(RGAA_CRITERIA.map((criterion) => criterion.id)).size).toBe(106);
    for (const topic of RGAA_TOPICS) {
      expect(criteriaOfTopic(topic.number).map((criterion) => criterion.id)).toEqual(
        criteriaOfTopic(topic.number).map((_, index) => `${topic.number}.${index + 1}`),
      );
    }
  });

  it('gives the first audit 57 C, 14 NC and 35 NA: 80.3 %', () => {
    const counts = firstAuditCounts();
    expect(counts).toEqual({ C: 57, NC: 14, NA: 35 });
    expect(formatRate(conformityRate(counts))).toBe('80,3\u202f%');
    expect(conformityStatus(counts)).toBe('partiellement conforme');
  });

  it('names the 14 criteria the first audit found failing', () => {
    const failing = RGAA_CRITERIA.filter((criterion) => criterion.firstAudit === 'NC').map(
      (criterion) => criterion.id,
    );
    expect(failing).toEqual([
      '3.1',
      '3.3',
      '7.1',
      '7.4',
      '8.6',
      '9.2',
      '10.11',
      '10.12',
      '11.1',
      '11.9',
      '11.10',
      '11.11',
      '12.1',
      '13.3',
    ]);
  });

  it('justifies every « non applicable » and proves every change since the first audit by a test', () => {
    for (const criterion of RGAA_CRITERIA) {
      if (criterion.current === 'NA' || criterion.firstAudit === 'NA') expect(criterion.finding).toBeTruthy();
      if (criterion.current !== criterion.firstAudit) {
        expect(criterion.correction, criterion.id).toBeTruthy();
        expect(criterion.proof?.length, criterion.id).toBeGreaterThan(0);
        for (const file of criterion.proof ?? []) expect(file).toMatch(/\.(spec|test)\.ts$/);
      }
    }
  });

  it('computes today’s rate from the corrected grid', () => {
    const counts = currentCounts();
    expect(counts).toEqual({ C: 74, NC: 0, NA: 32 });
    expect(formatRate(conformityRate(counts))).toBe('100,0\u202f%');
  });

  it('is what every footer and the statement say (accessibility-status.ts)', () => {
    expect(ACCESSIBILITY_STATUS).toBe(conformityStatus(currentCounts()));
    expect(ACCESSIBILITY_LINK_LABEL).toBe(`Accessibilité\u00a0: ${conformityStatus(currentCounts())}`);
  });

  it('describes a sample of 14 pages', () => {
    expect(RGAA_AUDIT.sample).toHaveLength(RGAA_AUDIT.samplePageCount);
  });
});

describe('the state of conformity (RGAA rule)', () => {
  it('is « totalement conforme » only at 100 %', () => {
    expect(conformityStatus({ C: 71, NC: 0, NA: 35 })).toBe('totalement conforme');
    expect(conformityStatus({ C: 70, NC: 1, NA: 35 })).toBe('partiellement conforme');
  });

  it('is « partiellement conforme » from 50 %, « non conforme » below', () => {
    expect(conformityStatus({ C: 5, NC: 5, NA: 0 })).toBe('partiellement conforme');
    expect(conformityStatus({ C: 49, NC: 51, NA: 6 })).toBe('non conforme');
  });

  it('is « non conforme » when nothing was audited', () => {
    expect(conformityStatus({ C: 0, NC: 0, NA: 106 })).toBe('non conforme');
    expect(conformityRate({ C: 0, NC: 0, NA: 106 })).toBe(0);
  });

  it('writes the rate with one decimal', () => {
    expect(formatRate(57 / 71)).toBe('80,3\u202f%');
    expect(formatRate(0.5)).toBe('50,0\u202f%');
  });
});
