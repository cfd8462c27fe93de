import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

// Leaflet, in its own chunk: the meeting point's map loads only in the browser, only on a page
// that has a point to show (meeting-point.tsx). The marker is a drawn circle, so no marker image
// has to be found next to the stylesheet.

export interface MapHandle {
  remove: () => void;
}

export function mountMap(
  element: HTMLElement,
  point: { latitude: number; longitude: number },
  attribution: string,
): MapHandle {
  const map = L.map(element, { scrollWheelZoom: false }).setView([point.latitude, point.longitude], 15);
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: `<a href="https://www.openstreetmap.org/copyright">${attribution}</a>`,
  }).addTo(map);
  L.circleMarker([point.latitude, point.longitude], {
    radius: 10,
    color: '#14532d',
    weight: 3,
    fillColor: '#22c55e',
    fillOpacity: 0.9,
  }).addTo(map);
  return { remove: () => map.remove() };
}
