/** How `npm run cluster` lays its processes out on a range of ports. */

/** The ports of a cluster: nginx's, then each instance's and each instance's metrics port. */
export interface ClusterPorts {
  nginx: number;
  instances: number[];
  metrics: number[];
}

/** Splits `range` ("8080-8099", or "8080" for as many ports as needed from there) among `instances` instances. */
export function clusterPorts(range: string, instances: number): ClusterPorts {
  const match = /^(\d+)(?:-(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`Ports must be FIRST-LAST, e.g. 8080-8099 (got "${range}")`);
  const first = Number(match[1]);
  const needed = 1 + 2 * instances;
  const last = match[2] === undefined ? first + needed - 1 : Number(match[2]);
  if (first < 1 || last > 65535 || last < first) throw new Error(`Not a port range: ${range}`);
  if (last - first + 1 < needed) {
    throw new Error(
      `${instances} instances need ${needed} ports (nginx, instances, metrics); ${range} has ${last - first + 1}`,
    );
  }
  const from = (start: number) => Array.from({ length: instances }, (_, i) => start + i);
  return { nginx: first, instances: from(first + 1), metrics: from(first + 1 + instances) };
}
