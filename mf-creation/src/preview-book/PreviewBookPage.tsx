export default function PreviewBookPage() {
  return (
    <section className="page">
      <h1>Your book preview</h1>
    </section>
  );
}
