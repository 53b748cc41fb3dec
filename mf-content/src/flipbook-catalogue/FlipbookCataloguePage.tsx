export default function FlipbookCataloguePage() {
  return (
    <section className="page">
      <h1>Explore Our Flipbook Collection</h1>
      <p>Browse through our collection of magical flipbooks and discover amazing stories.</p>
    </section>
  );
}
