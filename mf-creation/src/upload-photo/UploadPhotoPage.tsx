export default function UploadPhotoPage() {
  return (
    <section className="page">
      <h1>Upload your child's photo</h1>
    </section>
  );
}
