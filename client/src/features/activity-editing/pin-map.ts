import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

// The supplier's meeting-point picker, in its own chunk (loaded when the supplier asks for the
// map): a click places the pin, the pin can be dragged. The pin is drawn with CSS (a div icon),
// so no marker image has to be found next to the stylesheet.

export interface PinMapHandle {
  setPoint: (point: { latitude: number; longitude: number } | null) => void;
  remove: () => void;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function mountPinMap(
  element: HTMLElement,
  options: {
    point: { latitude: number; longitude: number } | null;
    attribution: string;
    markerLabel: string;
    onPlace: (point: { latitude: number; longitude: number }) => void;
  },
): PinMapHandle {
  const start = options.point;
  const map = L.map(element, { scrollWheelZoom: false }).setView(
    start ? [start.latitude, start.longitude] : [35, 10],
    start ? 15 : 2,
  );
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: `<a href="https://www.openstreetmap.org/copyright">${options.attribution}</a>`,
  }).addTo(map);
  const icon = L.divIcon({
    className: '',
    html: '<span style="display:block;width:22px;height:22px;border-radius:9999px;background:#22c55e;border:3px solid #14532d;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
  let marker: L.Marker | null = null;

  const place = (latitude: number, longitude: number) => {
    const point = { latitude: round(latitude), longitude: round(L.Util.wrapNum(longitude, [-180, 180], true)) };
    if (!marker) {
      marker = L.marker([point.latitude, point.longitude], {
        icon,
        draggable: true,
        title: options.markerLabel,
        alt: options.markerLabel,
        keyboard: true,
      }).addTo(map);
      marker.on('dragend', () => {
        const at = marker!.getLatLng();
        options.onPlace({ latitude: round(at.lat), longitude: round(L.Util.wrapNum(at.lng, [-180, 180], true)) });
      });
    } else {
      marker.setLatLng([point.latitude, point.longitude]);
    }
    return point;
  };

  if (start) place(start.latitude, start.longitude);
  map.on('click', (event: L.LeafletMouseEvent) => {
    options.onPlace(place(event.latlng.lat, event.latlng.lng));
  });

  return {
    setPoint(point) {
      if (!point) {
        marker?.remove();
        marker = null;
        return;
      }
      const current = marker?.getLatLng();
      if (!current || current.lat !== point.latitude || current.lng !== point.longitude) {
        place(point.latitude, point.longitude);
      }
    },
    remove: () => map.remove(),
  };
}
