import { Color, ShaderMaterial } from 'three';

/** Dot diameter in world units (the globe's radius is 1), for a few thousand land points. */
const DOT_SIZE = 0.021;

const vertexShader = /* glsl */ `
  uniform float uDotSize;
  uniform float uPixelsPerUnit;
  varying float vFacing;

  void main() {
    vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
    // The globe is centred on the origin, so a point's position is also its normal.
    vFacing = dot(normalize(normalMatrix * position), normalize(-viewPosition.xyz));
    gl_PointSize = uDotSize * uPixelsPerUnit / -viewPosition.z;
    gl_Position = projectionMatrix * viewPosition;
  }
`;

const fragmentShader = /* glsl */ `
  uniform vec3 uColor;
  uniform float uBackOpacity;
  varying float vFacing;

  void main() {
    float distance = length(gl_PointCoord - 0.5);
    if (distance > 0.5) discard;
    // A soft rim stands in for antialiasing; the far side shows faintly through.
    float edge = 1.0 - smoothstep(0.32, 0.5, distance);
    float front = smoothstep(-0.1, 0.45, vFacing);
    gl_FragColor = vec4(uColor, edge * mix(uBackOpacity, 1.0, front));
    #include <colorspace_fragment>
  }
`;

/** Round dots of one colour whose far side fades: one material, one draw call for all points. */
export class DotMaterial extends ShaderMaterial {
  declare uniforms: {
    /** The dots' colour. */
    uColor: { value: Color };
    /** Dot diameter in world units. */
    uDotSize: { value: number };
    /** Drawing-buffer pixels per world unit at a distance of 1 from the camera. */
    uPixelsPerUnit: { value: number };
    /** Opacity of the dots on the far side of the globe. */
    uBackOpacity: { value: number };
  };

  constructor() {
    super({
      uniforms: {
        uColor: { value: new Color() },
        uDotSize: { value: DOT_SIZE },
        uPixelsPerUnit: { value: 500 },
        uBackOpacity: { value: 0.16 },
      },
      vertexShader,
      fragmentShader,
      transparent: true,
      depthWrite: false,
    });
  }
}
