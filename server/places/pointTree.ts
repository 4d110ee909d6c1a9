/**
 * A static k-d tree over points on the sphere, stored as unit vectors: the straight-line (chord)
 * distance between unit vectors grows with the great-circle distance, so the nearest in 3-D is
 * the nearest on the Earth, with no special case at the antimeridian or the poles. The tree is
 * implicit (the median of each range is its node), held in two typed arrays: a few bytes a point.
 */
export class PointTree {
  readonly size: number;
  private readonly xyz: Float64Array;
  private readonly order: Int32Array;

  /** `lats` and `lons` in degrees, one per point; a point's index is its place in them. */
  constructor(lats: ArrayLike<number>, lons: ArrayLike<number>) {
    this.size = lats.length;
    this.xyz = new Float64Array(this.size * 3);
    for (let i = 0; i < this.size; i += 1) unitVector(lats[i]!, lons[i]!, this.xyz, i * 3);
    this.order = Int32Array.from({ length: this.size }, (_, i) => i);
    this.build(0, this.size, 0);
  }

  /** The index of the point nearest (lat, lon) and its distance in km, or null for an empty tree. */
  nearest(lat: number, lon: number): { index: number; km: number } | null {
    if (this.size === 0) return null;
    const query = new Float64Array(3);
    unitVector(lat, lon, query, 0);
    const best = { index: -1, squared: Infinity };
    this.search(0, this.size, 0, query, best);
    const chord = Math.sqrt(best.squared);
    return { index: best.index, km: 2 * earthRadiusKm * Math.asin(Math.min(1, chord / 2)) };
  }

  private coordinate(point: number, axis: number): number {
    return this.xyz[point * 3 + axis]!;
  }

  private build(lo: number, hi: number, depth: number): void {
    // Iterative on the right half, recursive on the left: the stack stays about log2(n) deep.
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      this.select(lo, hi - 1, mid, depth % 3);
      this.build(lo, mid, depth + 1);
      lo = mid + 1;
      depth += 1;
    }
  }

  /** Quickselect: after it, order[k] holds the point whose `axis` would be k-th in [left, right]. */
  private select(left: number, right: number, k: number, axis: number): void {
    const order = this.order;
    while (right > left) {
      const pivot = this.coordinate(order[(left + right) >>> 1]!, axis);
      let i = left;
      let j = right;
      while (i <= j) {
        while (this.coordinate(order[i]!, axis) < pivot) i += 1;
        while (this.coordinate(order[j]!, axis) > pivot) j -= 1;
        if (i <= j) {
          const swap = order[i]!;
          order[i] = order[j]!;
          order[j] = swap;
          i += 1;
          j -= 1;
        }
      }
      if (k <= j) right = j;
      else if (k >= i) left = i;
      else return;
    }
  }

  private search(lo: number, hi: number, depth: number, query: Float64Array, best: { index: number; squared: number }): void {
    if (lo >= hi) return;
    const mid = (lo + hi) >>> 1;
    const point = this.order[mid]!;
    const dx = query[0]! - this.coordinate(point, 0);
    const dy = query[1]! - this.coordinate(point, 1);
    const dz = query[2]! - this.coordinate(point, 2);
    const squared = dx * dx + dy * dy + dz * dz;
    if (squared < best.squared) {
      best.squared = squared;
      best.index = point;
    }
    const axis = depth % 3;
    const gap = query[axis]! - this.coordinate(point, axis);
    if (gap < 0) {
      this.search(lo, mid, depth + 1, query, best);
      if (gap * gap < best.squared) this.search(mid + 1, hi, depth + 1, query, best);
    } else {
      this.search(mid + 1, hi, depth + 1, query, best);
      if (gap * gap < best.squared) this.search(lo, mid, depth + 1, query, best);
    }
  }
}

export const earthRadiusKm = 6371.0088;

function unitVector(lat: number, lon: number, out: Float64Array, at: number): void {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  out[at] = Math.cos(phi) * Math.cos(lambda);
  out[at + 1] = Math.cos(phi) * Math.sin(lambda);
  out[at + 2] = Math.sin(phi);
}

/** The great-circle distance in km (haversine), for callers and tests that compare one pair. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
