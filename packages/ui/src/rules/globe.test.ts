import { describe, expect, it } from 'vitest';
import { latLonToVector, pointsToPositions, viewGlobe } from './globe';

function expectClose(actual: ArrayLike<number>, expected: ArrayLike<number>) {
  expect(actual.length).toBe(expected.length);
  Array.from(actual).forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? NaN, 5));
}

describe('latLonToVector', () => {
  it('puts latitude 0, longitude 0 in front of the viewer (+z)', () => {
    expectClose(latLonToVector(0, 0, 1), [0, 0, 1]);
  });

  it('puts the north and south poles on +y and -y', () => {
    expectClose(latLonToVector(90, 0, 2), [0, 2, 0]);
    expectClose(latLonToVector(-90, 123, 2), [0, -2, 0]);
  });

  it('puts east on +x and west on -x', () => {
    expectClose(latLonToVector(0, 90, 1), [1, 0, 0]);
    expectClose(latLonToVector(0, -90, 1), [-1, 0, 0]);
    expectClose(latLonToVector(0, 180, 1), [0, 0, -1]);
  });

  it('keeps every point on the sphere of the given radius', () => {
    const [x, y, z] = latLonToVector(16.87, 96.2, 3);
    expect(Math.hypot(x, y, z)).toBeCloseTo(3, 6);
    expect(y).toBeCloseTo(3 * Math.sin((16.87 * Math.PI) / 180), 6);
  });
});

describe('pointsToPositions', () => {
  it('turns each latitude/longitude pair into three coordinates', () => {
    const positions = pointsToPositions([0, 0, 90, 0, 0, 90], 1);
    expect(positions).toBeInstanceOf(Float32Array);
    expectClose(positions, [0, 0, 1, 0, 1, 0, 1, 0, 0]);
  });

  it('returns an empty array for no points and ignores an unpaired value', () => {
    expect(pointsToPositions([], 1)).toHaveLength(0);
    expect(pointsToPositions([10, 20, 30], 1)).toHaveLength(3);
  });
});

describe('viewGlobe', () => {
  it('puts the centre longitude on the equator in front when there is no tilt', () => {
    expectClose(viewGlobe(0, 96, 96, 0), [0, 0, 1]);
    expectClose(viewGlobe(0, 186, 96, 0), [1, 0, 0]);
  });

  it('leans the north pole toward the viewer', () => {
    const [x, y, z] = viewGlobe(90, 0, 0, 20);
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo(Math.cos((20 * Math.PI) / 180), 6);
    expect(z).toBeGreaterThan(0);
    expect(viewGlobe(-90, 0, 0, 20)[2]).toBeLessThan(0);
  });
});
