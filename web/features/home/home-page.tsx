export function HomePage() {
  return <h1>JurisRDV</h1>;
}
