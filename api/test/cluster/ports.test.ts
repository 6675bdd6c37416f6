import { describe, expect, it } from 'vitest';
import { clusterPorts } from './ports';

describe('clusterPorts', () => {
  it('gives nginx the first port, then each instance one, then each instance a metrics port', () => {
    expect(clusterPorts('9000-9010', 3)).toEqual({
      nginx: 9000,
      instances: [9001, 9002, 9003],
      metrics: [9004, 9005, 9006],
    });
  });

  it('takes a single first port as the start of as many as needed', () => {
    expect(clusterPorts('8080', 2)).toEqual({ nginx: 8080, instances: [8081, 8082], metrics: [8083, 8084] });
  });

  it('refuses a range too short for the instances, and what is not a range', () => {
    expect(() => clusterPorts('8080-8083', 2)).toThrow(/2 instances need 5 ports/);
    expect(() => clusterPorts('eighty', 2)).toThrow(/FIRST-LAST/);
    expect(() => clusterPorts('8090-8080', 1)).toThrow(/Not a port range/);
  });
});
